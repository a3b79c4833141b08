/** Why an uploaded file was refused, with the sentence shown to the user next to the file field. */
export interface UploadRefusal {
  ok: false;
  reason: "empty" | "too-large" | "type" | "damaged" | "dimensions";
  message: string;
}

export const refuse = (reason: UploadRefusal["reason"], message: string): UploadRefusal => ({ ok: false, reason, message });
