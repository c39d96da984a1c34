/**
 * Every user-facing message of SPEC §8 (and the few the platform adds), by key. Server errors carry a key;
 * the client shows the text. Wording is the specification's, typos included.
 */
export const messages = {
  // Generic
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongTryAgain: 'Something went wrong. Please try again',
  supportMessageSent: 'Thank you! Your message has been sent; we will answer you by e-mail.',
  chunkLoadFailed: 'This part of the app could not be loaded. Check your connection, then reload the page.',
  // Offline reading (decision 033): messages the platform adds.
  offline: 'You are offline. Showing what you opened before; changes are off until you are back online.',
  offlineNeedsConnection:
    'You are offline. This change needs the connection: try again when you are back online.',
  offlineNotSaved: 'This was not opened on this device before, so it cannot be shown offline.',
  clientsError: 'Something went wrong, please try again',
  companiesError: 'Something went wrong in fetching companies',
  notFound: 'Not found.',
  notAllowed: 'You do not have access to this.',
  notLoggedIn: 'Please log in to continue.',
  badOrigin: 'This request did not come from the app. Please reload the page and try again.',
  tooManyRequests: 'Too many requests. Please try again later',
  invalidInput: 'Please check the highlighted fields.',
  textUnsavable: 'This text contains characters that cannot be saved. Please remove them and try again.',

  // Accounts
  loggedIn: 'You are successfully logged in.',
  profileUpdated: 'Profile successfully updated.',
  emailUpdated: 'Email successfully updated.',
  verificationEmailSent: 'Verification email sent.',
  passwordUpdated: 'Password successfully updated',
  profilePhotoUpdated: 'Profile photo successfully updated.',
  emailRequired: 'Email address is required',
  resetNoUser: 'No account found with this email address',
  resetInvalidEmail: 'The email address is not valid',
  resetFailed: 'Failed to send reset email',
  resetEmailSent: 'Reset email sent. Please check your inbox or spam folder.',
  passwordResetSuccessful: 'Password reset successful',
  accountPending: 'Your account is pending for approval.',
  userAlreadyExists: 'User already exists',
  invitationSent: 'Invitation sent',
  accountApproved: 'Account approved',
  userRoleUpdated: 'User role updated.',
  userDeleted: 'User successfully deleted.',
  userNotFound: 'User not found.',
  appInstalled: 'App installed successfully!',
  clientIdCopied: 'Client ID copied to clipboard',
  subscriptionRequired: 'You need an active subscription to access this page...',
  activeSubscriptionUntil: 'You have an active subscription only until',
  // Accounts: messages the platform adds where the specification leaves the wording to the provider.
  invalidCredentials: 'The email address or password is incorrect.',
  tooManyLoginAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  commonPassword: 'This password is too common. Please choose another.',
  currentPasswordWrong: 'Your current password is incorrect.',
  emailInUse: 'An account with this email address already exists.',
  inviteInvalid: 'This invitation is no longer valid.',
  linkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  emailVerified: 'Email address verified.',
  emailChangeSent: 'Confirmation email sent to your new address. Your email changes when you open its link.',
  registered: 'Your account has been created.',
  registeredPending: 'Your account has been created and is pending for approval.',
  loggedOut: 'You have been signed out.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotDeleteYourself: 'You cannot delete your own account here.',

  // Tags
  tagsUpdated: 'Tags updated',
  nutritionTagAdded: 'Nutrition tag added',
  nutritionTagUpdated: 'Nutrition tag updated',
  nutritionTagDeleted: 'Nutrition tag deleted',
  nutritionTagsUpdated: 'Nutrition tags udpated.',
  // Tags: messages the platform adds, in the wording of the nutrition tag ones.
  mealTagAdded: 'Meal tag added',
  mealTagUpdated: 'Meal tag updated',
  mealTagDeleted: 'Meal tag deleted',
  tagNotFound: 'Tag not found.',
  mealTagNameTaken: 'A meal tag with this name already exists.',
  nutritionTagNameTaken: 'A nutrition tag with this name already exists.',

  // Recipes
  noMoreRecipes: 'No more recipes found',
  noRecipes: 'No recipes found.',
  recipeDoesNotExist: 'Recipe {id} does not exist',
  addOneIngredient: 'Please add at least one ingredient.',
  recipeSaved: 'Recipe saved',
  recipeUnsaved: 'Recipe removed from your saved recipes',
  recipeUpdatedSuccessfully: 'Recipe was successfully updated.',
  recipeUpdated: 'Recipe updated',
  recipeDeleted: 'Recipe successfully deleted.',
  requestDeclined: 'Request has been Declined',
  customRecipeDeleted: 'Custom Recipe deleted',
  recipePublished: 'Recipe status updated to published',
  recipePendingThanks: 'Recipe status updated to pending. Thank you',
  statusMovedToPending: 'Status moved to pending',
  recipeCustomized: 'Successfully customized the recipe!',
  servesCustomized: 'Successfully customized the serves!',
  ingredientSearchFailed: 'An error has ocurred. Please try again.',
  ingredientDeleted: 'Ingredient deleted',
  // Recipes: messages the platform adds where the specification gives none.
  recipeAdded: 'Recipe successfully added.',
  recipeStatusChanged: 'This recipe’s status has changed. Please reload the page.',
  recipePhotoNotFound: 'The photo could not be found. Please upload it again.',
  recipePortionNotFound: 'Choose one of the food’s own portions.',
  recipeDietConflict:
    'This recipe cannot be approved: {conflicts} Change its meal tags or ingredients first.',

  // Foods and categories
  foodSaved: 'Food saved',
  foodApproved: 'Food approved',
  foodDeleted: 'Food deleted',
  foodUsedInRecipes: 'This food is used in recipes, so it cannot be deleted. Hide it instead.',
  foodsUpdated: 'Foods updated',
  foodsDeleted: 'Foods deleted',
  categorySaved: 'Category saved',
  categoryDeleted: 'Category deleted',
  foodCategoryAdded: 'Successfully added food category',
  categoryUpdated: 'Category successfully updated',
  // Foods: messages the platform adds where the specification gives none.
  foodNotFound: 'Food not found.',
  foodHidden: 'Food hidden',
  categoryNotFound: 'Category not found.',
  categoryNameTaken: 'A category with this name already exists.',
  ingredientNotFound: 'No portions found for this ingredient.',
  ingredientSaved: 'Ingredient saved',
  ingredientNameTaken: 'An ingredient with this name already exists.',
  reportNotFound: 'Report not found.',
  importStarted: 'The file is being imported.',
  measurementFileUnreadable:
    'This is not a measurements file we can read. Use JSON, CSV or XLSX with a Public Food Key column.',
  importFileUnreadable:
    'This file is not a food file we can read. Use the template, the AFCD workbook or SR28.',
  importWrongKind: 'This file is not the type you chose. Choose its type, or Automatic.',
  recipeImportFileUnreadable: 'This file cannot be imported. {reason}',

  // Reports
  reportSubmitted: 'Report submitted',
  reportSent: 'Report sent',
  reportClosed: 'Report closed',
  reportResolved: 'Report marked as resolved',

  // Ratings and marketplace
  ratingSaved: 'Rating saved',
  rateDeleted: 'Rate deleted',
  thanksForRating: 'Thank you for your rating!',
  invalidPlanReference: 'Invalid plan reference',
  addedToMarketplace: 'Meal plan has been added to the Marketplace',
  removedFromMarketplace: 'Meal plan has been removed from the Marketplace',
  mealPlanCopied: 'Meal plan has been copied!',
  // Marketplace and meal plan requests: messages the platform adds where the specification gives none.
  marketplaceRecipesNotPublished:
    'Only plans whose recipes are all published can be added to the Marketplace. Replace your own recipes first.',
  marketplaceEmptyPlan: 'Add meals to the plan before adding it to the Marketplace.',
  marketplaceRecipePlan: 'Recipe plans cannot be added to the Marketplace. Add a meal plan instead.',
  alreadyInMarketplace: 'This plan is already in the Marketplace.',
  listingTakenDown:
    'An administrator took this plan off the Marketplace. It can be listed again only once an administrator restores it.',
  listingRestored: 'The plan is back on the Marketplace.',
  ownPlanNotRateable: 'You cannot rate your own plan.',
  planAlreadyRequested: 'This plan has already been requested from our team.',
  planRequestNotOpen: 'This request has already been answered.',
  planRequestSent: 'Thank you! Our team will build your meal plan and email you when it is ready.',
  planRequestFailed: 'The payment did not go through, so the plan was not requested. Please try again.',

  // Goal
  severelyUnderweight:
    'You are severely underweight. Please contact your doctor or dietitian for specialised assistance',
  // Goal: a message the platform adds where the specification gives none.
  goalSaved: 'Goal saved',

  // Clients and companies
  companyAdded: 'Company added',
  clientAdded: 'Client added',
  clientUpdated: 'Client updated',
  folderDeleted: 'Folder successfully deleted',
  // Clients: messages the platform adds for the default folders (SPEC §9), which every account keeps.
  defaultFolderNotDeletable: '“{name}” comes with every account and cannot be deleted.',
  defaultFolderKeepsDetails:
    '“{name}” comes with every account: only its main meals and snacks can be changed.',
  // Client IDs and companies (decision 034): messages the platform adds where the specification gives none.
  clientIdNotFound: 'No professional has this client ID. Check it with your professional and try again.',
  clientLinked: 'Your account is now linked to {name}.',
  clientUnlinked: 'Your account is no longer linked to {name}.',
  alreadyLinked: 'Your account is linked to {name}. Unlink it first to link to another professional.',
  clientLinkNotFound: 'This account is no longer linked to you.',
  clientLinkFiled: 'Linked account updated',
  clientLinkRemoved: 'The account is no longer linked to you.',
  folderAlreadyLinked: 'Another linked account is already filed under this client.',
  defaultFolderNotLinkable: '“{name}” is no client: choose a client’s folder.',
  companyRenamed: 'Company renamed',
  companyDeleted: 'Company deleted',
  companyNotFound: 'Company not found.',
  companyNameTaken: 'A company with this name already exists.',

  // Meal plans
  noMealPlan: 'No Meal Plan found',
  notEnoughRecipes: 'There are not enough recipes to meet the requested criteria',
  selectOneMainMeal: 'Please select at least one main meal',
  mealPlanAdded: 'Meal plan added',
  mealPlanNameUpdated: 'Mealplan name updated',
  mealsAdded: 'Meals successfully added',
  mealRemoved: 'Meal successfully removed',
  // Meal plans: messages the platform adds where the specification gives none.
  noFreeMealSlot: 'You have no free meal plan slot. Subscribe to add more meal plans.',
  folderNotFound: 'No client folder found.',
  mealPlanUpdated: 'Meal plan updated',
  mealPlanDeleted: 'Meal plan deleted',
  pdfDownloaded: 'PDF downloaded',
  mealNotFound: 'That meal is no longer in the plan.',
  mealSlotLocked: 'That slot is locked. Unlock it first.',
  mealUpdated: 'Meal updated',
  mealMoved: 'Meal moved',
  mealCustomisationReset: 'The meal is back to the original recipe.',
  recipePlanHasNoDays: 'A recipe plan has no days.',
  mealPlanNeedsDay: 'Choose a day of the plan.',
  oneRecipePerSlot: 'A slot of a meal plan holds one recipe.',
  planNeedsEnergyTarget: 'Set the plan’s daily energy target first.',
  // Precise plans and plan history (issue 30).
  dayBalanced: 'Day balanced',
  dayNotBalanced:
    'The day could not be brought within 5 % of every target: the report above the plan says why.',
  planVersionRestored: 'Version restored',
  planVersionNotFound: 'That version of the plan is no longer kept.',
  nothingToUndo: 'There is nothing to undo on this plan.',
  planDuplicated: 'Plan duplicated',
  macroTargetNeedsWeight: 'Protein in g/kg needs the client’s weight: add it to the client’s record.',
  macroTargetNeedsEnergy: 'A target as a share of energy needs the plan’s energy target: set it first.',
  planUsesOwnRecipes:
    'This plan uses recipes of your own that are private or waiting for review: replace them before listing the plan.',
  // Public eBook links and client forms: messages the platform adds where the specification gives none.
  planLinkOn: 'The public link is on: anyone with the link can open this plan.',
  planLinkOff: 'The public link is off.',
  linkCopied: 'Link copied to clipboard',
  formReceived: 'Thank you! Your details have been sent to your professional.',
  // Form submissions waiting for the professional (decision 059).
  formSubmissionAccepted: 'Form accepted',
  formSubmissionDismissed: 'Form dismissed',
  sharedPdfUnavailable:
    'The PDF of this plan is not available right now. Use Print to save the page as a PDF.',
  guestDocumentsLimit:
    'You have downloaded many PDFs in the last hour. Please try again later, or use Print to save the page as a PDF.',
  // Automated eBook Settings (the promo eBook): messages the platform adds where the specification gives none.
  promoEbookSaved: 'Promo eBook saved',
  promoLeadReceived: 'Thank you! Here is your eBook.',

  // Pricing, settings and billing
  planCreated: 'Plan created',
  planUpdated: 'Plan updated',
  planDeleted: 'Plan successfully deleted',
  planStatusUpdated: 'Plan status updated',
  planSortingSuccessful: 'Plan sorting successful',
  settingsUpdated: 'Settings updated',
  subscriptionCancelled: 'Subscription cancelled',
  subscriptionUpdated: 'Subscription updated!',
  // Billing: messages the platform adds where the specification gives none.
  paymentNotSetUp: 'Online payment is not set up yet. Please contact us to subscribe.',
  planNotFound: 'Plan not found.',
  planNotAvailable: 'This plan is not available. Please choose another one.',
  planOrderMismatch: 'The plans changed meanwhile. Please reload the page and try again.',
  noSubscription: 'You have no subscription yet.',
  alreadySubscribed: 'You already have a subscription. Change its plan instead.',
  checkoutChanging: 'Your checkout changed while it was being prepared. Please try again.',
  creditsUpdated: 'Meal slots and download credits updated.',

  // Admin
  notificationSent: 'Successfully sent the notification',
  // Push notifications: messages the platform adds where the specification gives none.
  notificationDraftSaved: 'Draft saved',
  notificationDraftDeleted: 'Draft deleted',
  notificationNotFound: 'This notification no longer exists.',
  notificationAlreadySent: 'This notification has been sent already.',
  notificationNeedsRole: 'Please select at least one role',
  notificationsAllowed: 'Notifications are on for this device',
  notificationsStopped: 'Notifications are off for this device',
  pushServiceRefused: 'This browser’s push service is not supported. Please try another browser.',
  fileDeleted: 'File deleted',
  measurementUpdated: 'Measurement successfully updated.',
  measurementAdded: 'Measurement successfully added.',
  measurementDeleted: 'Measurement successfully deleted.',
  publicFoodKeyExists: 'Public Food Key already exists.',
  noMeasurementFound: 'No measurement found.',
  organisationAdded: 'Organisation has been added',
  organisationDeleted: 'Organisation successfully deleted.',

  // Uploads (platform)
  uploadTooLarge: 'The file is too large.',
  uploadBadName: 'The file name is not allowed.',
  uploadBadType: 'This type of file is not allowed.',
  uploadImageTooLarge: 'The image is too large. Please upload an image under {megapixels} megapixels.',
  uploadUnreadable: 'The file could not be read. Please upload another file.',
} as const;

export type MessageKey = keyof typeof messages;

/** The text of a message, with `{name}` placeholders filled in. */
export function messageText(key: MessageKey, params?: Record<string, string | number>): string {
  let text: string = messages[key];
  if (params) for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** How long a message stays on screen (SPEC §4, §9). */
export const MESSAGE_TIMEOUT_MS = 3000;
