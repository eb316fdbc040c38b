import type { FormAnswer } from "../platform/forms";
import type { Toast } from "../platform/toast";

export type ProfileActionData = FormAnswer & { toast: Toast };
