// The choice fields as the booking page renders them: plain form fields named answers.N that a post without
// JavaScript reads (formValuesFrom), and, with it, the same answers for the form's checks.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { Translate } from "@/lib/i18n/translate";
import { type FormRules, formValuesFrom } from "@/lib/public-booking/booking-form";
import type { PublicLink } from "@/lib/public-booking/public-link";
import { makeCustomField } from "@/lib/testing/public-booking";
import { AnswerFields } from "./answer-fields";
import { useBookingForm } from "./use-booking-form";

afterEach(cleanup);

const t = ((key: string) => key) as Translate;
const options = [
  { value: "a", label: "Apples" },
  { value: "b", label: "Bananas" },
];
const fields: PublicLink["customFields"] = [
  { ...makeCustomField("plan"), type: "SELECT", label: "Plan", options },
  { ...makeCustomField("topics"), type: "MULTI_SELECT", label: "Topics", options, required: false },
  { ...makeCustomField("consent"), type: "CHECKBOX", label: "I agree" },
];
const rules: FormRules = { customFields: fields, guests: { allowed: false, max: 0 } };
const link = { ...rules, id: "bl_1" } as unknown as PublicLink;

function Harness({ answers }: { answers: string[] }) {
  const state = useBookingForm({ link, t, values: { name: "", email: "", guests: [], answers }, guestRows: 0, serverErrors: {} });
  return (
    <form data-testid="form">
      <AnswerFields state={state} fields={fields} locale="en" t={t} />
    </form>
  );
}

describe("choice fields", () => {
  it("render as plain form fields, so a post without JavaScript answers them", () => {
    const html = renderToString(<Harness answers={["b", '["a"]', "true"]} />);
    expect(html).toMatch(/<select[^>]*name="answers.0"/);
    expect(html).toContain('<option value="b" selected="">Bananas</option>');
    expect(html).toContain('<input type="checkbox" id="f-answers.1" name="answers.1" checked="" value="a"/>');
    expect(html).toContain('<input type="checkbox" name="answers.1" value="b"/>');
    expect(html).toContain('<input type="checkbox" id="f-answers.2" required="" name="answers.2" checked="" value="true"/>');
  });

  it("post what the visitor ticks, read back as the service's strings", () => {
    render(<Harness answers={["", "", ""]} />);
    fireEvent.change(screen.getByLabelText("Plan"), { target: { value: "a" } });
    fireEvent.click(screen.getByLabelText("Bananas"));
    fireEvent.click(screen.getByLabelText("Apples"));
    fireEvent.click(screen.getByLabelText("I agree"));
    const data = new FormData(screen.getByTestId("form") as HTMLFormElement);
    expect(formValuesFrom(data, rules).answers).toEqual(["a", '["a","b"]', "true"]);
  });
});
