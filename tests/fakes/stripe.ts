import { parseStripeForm } from "./form-body";

// A fake of the Stripe API, as much as Scout uses, in Stripe's real shapes (form-encoded requests,
// JSON objects with `object`, errors as { error: { type, code, message } }, Idempotency-Key
// replays). Reached through the official `stripe` package with host/port/protocol set to it.
// Tests steer it through /__fake/stripe/… (change a subscription, read what was created).
type Json = Record<string, unknown>;

const DECLINED_CARD = "pm_card_chargeDeclined";
// Stripe's test card that attaches but whose charges fail: a trial ended now cannot be paid with it.
const FAILING_CHARGE_CARD = "pm_card_chargeCustomerFail";

export function createFakeStripe() {
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;
  const now = () => Math.floor(Date.now() / 1000);

  const stripeError = (status: number, type: string, message: string, code?: string) => ({ status, body: { error: { type, code, message } } });

  function route(method: string, path: string, form: Json): { status: number; body: Json } {
    let match: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: form.email ?? null,
        metadata: form.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if ((match = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = customers.get(match[1]!);
      if (!customer) return stripeError(404, "invalid_request_error", `No such customer: '${match[1]}'`, "resource_missing");
      if (method === "POST") Object.assign(customer, form);
      return { status: 200, body: customer };
    }
    if (method === "POST" && (match = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/))) {
      if (match[1] === DECLINED_CARD) return stripeError(402, "card_error", "Your card was declined.", "card_declined");
      if (!customers.has(String(form.customer))) return stripeError(404, "invalid_request_error", `No such customer: '${form.customer}'`, "resource_missing");
      return { status: 200, body: { id: match[1], object: "payment_method", type: "card", customer: form.customer } };
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const items = (form.items as Json[] | undefined) ?? [];
      const trialDays = form.trial_period_days ? Number(form.trial_period_days) : 0;
      const trialEnd = trialDays ? now() + trialDays * 86_400 : null;
      const subscription = {
        id: newId("sub"),
        object: "subscription",
        customer: form.customer,
        status: trialDays ? "trialing" : "active",
        trial_end: trialEnd,
        cancel_at_period_end: false,
        metadata: form.metadata ?? {},
        default_payment_method: form.default_payment_method ?? null,
        pending_setup_intent: null,
        items: {
          object: "list",
          data: items.map((item) => ({
            id: newId("si"),
            object: "subscription_item",
            price: { id: item.price, object: "price" },
            current_period_start: now(),
            current_period_end: trialEnd ?? now() + 30 * 86_400,
          })),
        },
      };
      subscriptions.set(subscription.id, subscription);
      return { status: 200, body: subscription };
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return stripeError(404, "invalid_request_error", `No such subscription: '${match[1]}'`, "resource_missing");
      if (method === "DELETE") Object.assign(subscription, { status: "canceled", canceled_at: now() });
      // Ending a trial now charges the card first: a failed charge changes nothing (error_if_incomplete).
      if (method === "POST" && form.trial_end === "now" && subscription.default_payment_method === FAILING_CHARGE_CARD)
        return stripeError(402, "card_error", "Your card was declined.", "card_declined");
      // An update: a new price on an item replaces that item's price, as Stripe does.
      if (method === "POST" && Array.isArray(form.items)) {
        for (const change of form.items as Json[]) {
          const item = (subscription.items as { data: Json[] }).data.find((each) => each.id === change.id);
          if (item && change.price) item.price = { id: change.price, object: "price" };
        }
      }
      // An update ending the trial now: Stripe charges the first period at once and starts it;
      // with error_if_incomplete a failed charge refuses the whole update.
      if (method === "POST" && form.trial_end === "now") {
        Object.assign(subscription, { trial_end: now(), status: "active" });
        for (const item of (subscription.items as { data: Json[] }).data)
          Object.assign(item, { current_period_start: now(), current_period_end: now() + 30 * 86_400 });
        return { status: 200, body: subscription };
      }
      // An update: a new trial end moves the period's end with it, as Stripe does for a trial.
      if (method === "POST" && form.trial_end) {
        const trialEnd = Number(form.trial_end);
        Object.assign(subscription, { trial_end: trialEnd, status: "trialing" });
        for (const item of (subscription.items as { data: Json[] }).data) item.current_period_end = trialEnd;
      }
      return { status: 200, body: subscription };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(String(form.customer))) return stripeError(404, "invalid_request_error", `No such customer: '${form.customer}'`, "resource_missing");
      const id = newId("bps");
      return {
        status: 200,
        body: {
          id,
          object: "billing_portal.session",
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      };
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  const handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const control = url.pathname.match(/^\/__fake\/stripe\/subscriptions\/([^/]+)$/);
    if (control) {
      const subscription = subscriptions.get(control[1]!);
      if (!subscription) return Response.json({ error: "no such subscription" }, { status: 404 });
      if (request.method === "POST") Object.assign(subscription, await request.json());
      return Response.json(subscription);
    }
    if (!request.headers.get("authorization")?.startsWith("Bearer sk_")) {
      return Response.json({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }, { status: 401 });
    }
    const key = request.headers.get("idempotency-key");
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) return Response.json(replay.body, { status: replay.status, headers: { "idempotent-replayed": "true" } });
    const form = request.method === "GET" ? Object.fromEntries(url.searchParams) : parseStripeForm(await request.text());
    const result = route(request.method, url.pathname, form);
    if (key) idempotent.set(key, result);
    return Response.json(result.body, { status: result.status, headers: { "request-id": newId("req") } });
  };
  return { handler };
}
