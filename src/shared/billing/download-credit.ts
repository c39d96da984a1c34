/**
 * What a download credit buys (decision 057): one meal plan, and every version of it downloaded within
 * DOWNLOAD_CREDIT_DAYS of the download that took the credit. After that, a version already downloaded
 * under the credit stays free; a changed plan takes a new credit, which starts new days.
 */
export const DOWNLOAD_CREDIT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the days a credit taken at `takenAt` covers every version of its plan. */
export function creditCoveredUntil(takenAt: Date): Date {
  return new Date(takenAt.getTime() + DOWNLOAD_CREDIT_DAYS * DAY_MS);
}

export interface PlanCreditState {
  /** When the plan's latest credit was taken, or null when none ever was. */
  lastCreditAt: Date | null;
  /** Whether the version to download was already downloaded since that credit. */
  versionDownloadedSinceCredit: boolean;
}

/** Whether the latest credit still covers this download of the plan (unlimited users and admins aside). */
export function creditCovers(state: PlanCreditState, now: Date): boolean {
  if (!state.lastCreditAt) return false;
  return now < creditCoveredUntil(state.lastCreditAt) || state.versionDownloadedSinceCredit;
}
