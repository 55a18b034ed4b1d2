/** Why a backup or a restore was refused or failed: one message for the operator, no stack trace. */
export class BackupError extends Error {
  override name = "BackupError";
}
