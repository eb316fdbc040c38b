// Loads Stripe.js from Stripe (it must come from js.stripe.com to keep card data out of our pages)
// once, on the pages that take a card. The small surface of it that Scout uses is typed here.
/** What a page that takes a card is told of Stripe: its publishable key and Stripe.js's address, or null without Stripe. */
export type StripeConfig = { publishableKey: string; jsUrl: string } | null;

export type StripeCardElement = { mount: (element: HTMLElement) => void; destroy: () => void };
export type StripeJs = {
  elements: () => { create: (type: "card", options?: Record<string, unknown>) => StripeCardElement };
  createPaymentMethod: (input: {
    type: "card";
    card: StripeCardElement;
    billing_details: { email: string };
  }) => Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
  confirmCardSetup: (clientSecret: string) => Promise<{ error?: { message?: string } }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<StripeJs> | null = null;

export function loadStripe(src: string, publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe(publishableKey)) : reject(new Error("Stripe.js did not load")));
    script.onerror = () => {
      loading = null;
      reject(new Error("Stripe.js did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}
