// ChoiceChips is a part of the kit now; this path stays for the screens not yet moved to it.
export { ChoiceChips, type ChoiceChipsProps } from '../../components/segmented-choice.tsx';
