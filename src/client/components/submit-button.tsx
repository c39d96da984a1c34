import { Button, type ButtonProps } from './ui/button.tsx';

interface SubmitButtonProps extends ButtonProps {
  /** The request is under way: the button cannot be pressed again and says what is happening. */
  pending: boolean;
  /** What it says meanwhile: "Saving…" unless told otherwise. */
  pendingText?: string;
}

/** A form's submit button: its words, or `pendingText` while the request is under way. */
export function SubmitButton({ pending, pendingText = 'Saving…', children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? pendingText : children}
    </Button>
  );
}
