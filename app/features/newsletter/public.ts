// What other features may use of the newsletter feature; its other files are private to it.
export { NewsletterForm } from "./newsletter-form.tsx";
export { NEWSLETTER_ANCHOR, subscribedToast } from "./schema.ts";
