// What other features and routes may use of the newsletter feature on the server only.
export {
  confirmSubscription,
  newsletterMail,
  newsletterSubscription,
  readNewsletterToken,
  subscribeFromForm,
  unsubscribeNewsletter,
} from "./newsletter.server.ts";
