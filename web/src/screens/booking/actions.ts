/** A server action a form posts to (the BFF defines them; screens only receive them). */
export type FormAction = (formData: FormData) => Promise<void>;

/** The server actions of the booking page, handed down by the page. */
export interface BookActions {
  hold: FormAction;
  submit: FormAction;
  release: FormAction;
  acceptOffer: FormAction;
  joinWaitlist: FormAction;
}
