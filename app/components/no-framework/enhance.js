// The one script of the pages that ship no framework (app/lib/no-framework.ts). Everything here is
// an enhancement: each page works without it (plain forms posting to their actions, links, the
// sign-in page). Inlined with the request's nonce, so it costs no request. Plain JavaScript for
// the browser, run once at the end of <body>; it reads only data-* attributes the pages render.
(() => {
  const $$ = (selector, root = document) => Array.from(root.querySelectorAll(selector));

  // Analytics on our own server, fire and forget (app/lib/analytics.ts does the same).
  const track = (name, properties = {}) =>
    fetch("/api/analytics", {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, path: location.pathname + location.search, properties }),
    }).catch(() => undefined);
  track("page_view");
  $$("[data-track-load]").forEach((element) => track(element.dataset.trackLoad));
  document.addEventListener("click", (event) => {
    const tracked = event.target.closest("[data-track]");
    if (tracked) track(tracked.dataset.track);
  });

  // Toasts: the server's (the root's Notifications region) go after their time or when dismissed;
  // a new one is a copy of the page's template, two at most (app/components/ui/toast.tsx).
  const region = document.querySelector("[data-toasts]");
  const dismissLater = (card) => setTimeout(() => card.remove(), Number(region.dataset.toastMs));
  const toast = (title, description, variant = "default") => {
    const template = document.querySelector(`template[data-toast-template="${variant}"]`);
    const card = template.content.firstElementChild.cloneNode(true);
    card.querySelector("[data-toast-title]").textContent = title;
    card.querySelector("[data-toast-description]").textContent = description;
    card.querySelector("[data-toast-dismiss]").setAttribute("aria-label", `Dismiss notification: ${title}`);
    region.append(card);
    const cards = $$("[data-toast]", region);
    cards.slice(0, Math.max(0, cards.length - Number(region.dataset.toastMax))).forEach((old) => old.remove());
    dismissLater(card);
  };
  if (region) {
    $$("[data-toast]", region).forEach(dismissLater);
    region.addEventListener("click", (event) => event.target.closest("[data-toast-dismiss]")?.closest("[data-toast]").remove());
  }

  // A field's problem, before anything is sent: the browser's own checks (type, required,
  // minlength) named in the words the action uses (data-problem-*), shown once the field was typed
  // in or the form was sent, as app/components/ui/field.tsx shows the action's.
  const problemOf = (input) => {
    const v = input.validity;
    const said = input.dataset;
    if (v.valueMissing || (input.required && !input.value.trim())) return said.problemMissing || input.validationMessage || "Required";
    if (v.typeMismatch) return said.problemType || input.validationMessage;
    if (v.tooShort) return said.problemShort || input.validationMessage;
    if (v.tooLong) return said.problemLong || input.validationMessage;
    return "";
  };
  const showProblem = (input, problem) => {
    const errorId = `${input.id}-error`;
    document.getElementById(errorId)?.remove();
    const described = (input.getAttribute("aria-describedby") || "").split(" ").filter((id) => id && id !== errorId);
    if (problem) {
      const note = document.createElement("p");
      note.id = errorId;
      note.setAttribute("role", "alert");
      note.className = "mt-1 text-sm text-red-700";
      note.textContent = problem;
      input.parentElement.append(note);
      described.unshift(errorId);
      input.setAttribute("aria-invalid", "true");
    } else input.removeAttribute("aria-invalid");
    if (described.length) input.setAttribute("aria-describedby", described.join(" "));
    else input.removeAttribute("aria-describedby");
  };
  const checked = (input) => input.name && input.type !== "hidden" && input.type !== "checkbox";
  const checkForms = (root) => $$("form[data-check]:not([data-checking])", root).forEach(checkForm);
  const checkForm = (form) => {
    form.dataset.checking = "";
    const typedIn = new Set();
    form.addEventListener("input", (event) => {
      typedIn.add(event.target.name);
      if (event.target.getAttribute("aria-invalid") === "true") showProblem(event.target, problemOf(event.target));
    });
    form.addEventListener("focusout", (event) => {
      if (checked(event.target) && typedIn.has(event.target.name)) showProblem(event.target, problemOf(event.target));
    });
    form.addEventListener("submit", (event) => {
      const inputs = $$("input", form).filter(checked);
      inputs.forEach((input) => showProblem(input, problemOf(input)));
      const first = inputs.find((input) => input.getAttribute("aria-invalid") === "true");
      if (first) {
        event.preventDefault();
        first.focus();
      }
    });
  };
  checkForms(document);

  // Sending: the button says so and cannot be pressed twice. A form may also ask for its fields
  // to be filled before its button works (data-needs), or count its sending (data-track-submit).
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented) return;
    if (form.dataset.trackSubmit) form.dataset.trackSubmit.split(" ").forEach((name) => track(name));
    const button = event.submitter;
    if (button?.dataset.busy) {
      setTimeout(() => {
        button.dataset.idle = button.textContent;
        button.disabled = true;
        button.textContent = button.dataset.busy;
      });
    }
  });
  // Back to this page from the browser's cache: its buttons are not busy any more.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    $$("[data-idle]").forEach((button) => {
      button.disabled = false;
      button.textContent = button.dataset.idle;
      delete button.dataset.idle;
    });
  });
  for (const form of $$("form[data-needs]")) {
    const button = form.querySelector("[type=submit]");
    const fields = form.dataset.needs.split(" ").map((name) => form.elements.namedItem(name));
    const update = () => (button.disabled = fields.some((field) => !field.value.trim()));
    form.addEventListener("input", update);
    form.addEventListener("submit", (event) => fields.some((field) => !field.value.trim()) && event.preventDefault());
    update();
  }

  // The landing page's e-mail: an empty one is not sent as ?email=.
  for (const form of $$("form[data-drop-empty]")) {
    form.addEventListener("submit", () => {
      const input = form.elements.namedItem(form.dataset.dropEmpty);
      if (!input.value.trim()) input.disabled = true;
      else track("email_captured");
    });
  }

  // A link that carries the e-mail typed next to it (Forgot password?).
  for (const link of $$("a[data-carry-email]")) {
    const input = document.getElementById(link.dataset.carryEmail);
    const base = link.getAttribute("href").split("?")[0];
    const update = () => link.setAttribute("href", input.value.trim() ? `${base}?${new URLSearchParams({ email: input.value.trim() })}` : base);
    input.addEventListener("input", update);
    update();
  }

  // Sign-up's existence check on blur (app/routes/signup.check-email.tsx): a failure or a slow
  // answer counts as "no account", and the user simply continues.
  for (const input of $$("input[data-exists-check]")) {
    input.addEventListener("blur", async () => {
      if (!input.value.includes("@")) return;
      try {
        const response = await fetch(input.dataset.existsCheck, {
          method: "POST",
          body: new URLSearchParams({ email: input.value.trim() }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok || !(await response.json()).exists) return;
        track("existing_account_detected");
        for (const link of $$("[data-shown-if-exists]")) link.hidden = false;
        toast("Account exists", "Looks like you already have an account, enter your password to sign in");
      } catch {
        // Treated as "does not exist".
      }
    });
  }

  // The sign-in dialog: a native <dialog>. Without this script its opener is a plain link or
  // button to the sign-in page (/auth). Each opening starts fresh, in the mode asked for.
  for (const dialog of $$("dialog[data-auth-dialog]")) {
    const body = dialog.querySelector("[data-auth-body]");
    // A fresh copy of the mode's form: the page holds one form at a time (app/components/account/auth-dialog.tsx).
    const setMode = (mode) => {
      const template = dialog.querySelector(`template[data-auth-panel="${mode}"]`);
      body.replaceChildren(template.content.cloneNode(true));
      checkForms(body);
      dialog.querySelector("[data-dialog-title]").textContent = template.dataset.title;
      body.querySelector("input[type=email]").focus();
    };
    const open = (mode) => {
      dialog.showModal();
      setMode(mode);
      track("modal_opened", { modal: "auth", mode });
    };
    document.addEventListener("click", (event) => {
      const opener = event.target.closest("[data-open-auth]");
      if (opener) {
        event.preventDefault();
        open(opener.dataset.openAuth);
      }
      const switcher = event.target.closest("[data-auth-switch]");
      if (switcher && dialog.contains(switcher)) {
        event.preventDefault();
        setMode(switcher.dataset.authSwitch);
      }
    });
    // A click on the backdrop closes it; the keyboard has Escape (native to <dialog>).
    dialog.addEventListener("click", (event) => event.target === dialog && dialog.close());
    dialog.addEventListener("close", () => {
      body.replaceChildren();
      track("modal_closed", { modal: "auth" });
    });
    // Asked for in the address (/?sign-in): the page rendered it open, now it becomes modal.
    if (dialog.hasAttribute("open")) {
      dialog.removeAttribute("open");
      open("sign-in");
    }
  }
})();
