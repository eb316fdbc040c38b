// The student-visa steps for an international admit, by the country the school is in. Each
// note says only what its page says, with whose page it is and its date (null: the page
// carries none). Scout found no page of the UK Home Office itself, so the UK's notes are two
// universities' readings, named as such. A country not here has no steps: the page says Scout
// does not have them.

export type SourcedNote = {
  text: string;
  url: string;
  /** Whose page it is, in words. */
  owner: string;
  /** The page's own date (YYYY-MM-DD); null when the page carries none. */
  pageDate: string | null;
};

export type VisaStep = { kind: VisaStepKind; label: string; notes: SourcedNote[] };

export const visaStepKinds = ["us_i20", "us_sevis_fee", "us_visa", "uk_cas", "uk_student_visa", "fr_vls_ts", "sg_students_pass"] as const;
export type VisaStepKind = (typeof visaStepKinds)[number];

const studyInTheStates: Omit<SourcedNote, "text"> = {
  url: "https://studyinthestates.dhs.gov/2012/02/here-to-help-international-students-and-the-department-of-state",
  owner: "U.S. Department of Homeland Security, Study in the States (a page it marks as possibly outdated)",
  pageDate: "2012-02-24",
};

const kingston: Omit<SourcedNote, "text"> = {
  url: "http://kingston.usembassy.gov/student_visas2.html",
  owner: "U.S. Embassy Kingston (one embassy's page: yours may ask for more)",
  pageDate: null,
};

const visaSteps: Record<string, VisaStep[]> = {
  "United States": [
    {
      kind: "us_i20",
      label: "Form I-20 from the school, with proof of funding",
      notes: [
        {
          ...studyInTheStates,
          text: 'When an SEVP-certified school accepts you, its designated school official creates your SEVIS record and you receive Form I-20, "Certificate of Eligibility for Nonimmigrant Student Status".',
        },
        {
          ...kingston,
          text: "At the visa interview you show proof of ability to pay for the program: scholarships, grants and loans, affidavits of support and sponsors' bank statements.",
        },
      ],
    },
    {
      kind: "us_sevis_fee",
      label: "SEVIS I-901 fee",
      notes: [
        {
          url: "https://www.ice.gov/sevis/i901",
          owner: "U.S. Immigration and Customs Enforcement, SEVP",
          pageDate: null,
          text: "The I-901 SEVIS fee for F or M visa applicants is listed as $350, separate from visa fees; it is paid on fmjfee.com, where the payment confirmation is printed.",
        },
      ],
    },
    {
      kind: "us_visa",
      label: "F-1 visa appointment at a U.S. embassy or consulate",
      notes: [
        {
          ...studyInTheStates,
          text: "Once accepted, you may apply for your student visa at the closest U.S. Embassy or Consulate; an academic degree is an F visa.",
        },
        { ...kingston, text: "Bring the school's I-20, proof of ability to pay and the SEVIS fee receipt to the interview." },
      ],
    },
  ],
  "United Kingdom": [
    {
      kind: "uk_cas",
      label: "Confirmation of Acceptance for Studies (CAS) from the school",
      notes: [
        {
          url: "http://www.bristol.ac.uk/directory/visas/tier-4/cas/",
          owner: "University of Bristol (another university's reading, not the Home Office)",
          pageDate: null,
          text: "You must have a CAS reference number before you apply for your Student visa; a CAS is valid for 6 months.",
        },
      ],
    },
    {
      kind: "uk_student_visa",
      label: "Student visa application",
      notes: [
        {
          url: "https://www.uea.ac.uk/study/international-students/visa-advice/visas-and-immigration/student-visa/supporting-documents",
          owner: "University of East Anglia (another university's reading, not the Home Office)",
          pageDate: null,
          text: "Most applicants are asked for their passport, the CAS statement and financial evidence; some also need a TB test certificate or an ATAS certificate. Scout does not have the Home Office's own page: its fee and health surcharge are on GOV.UK.",
        },
      ],
    },
  ],
  France: [
    {
      kind: "fr_vls_ts",
      label: "Long-stay student visa (VLS-TS), validated on arrival",
      notes: [
        {
          url: "http://www.campusfrance.org/en/page/long-term-visa-used-residence-permit-vls-ts",
          owner: "Campus France (the French state's agency for international students)",
          pageDate: null,
          text: "The VLS-TS applies to international students in a French higher education institution (Algerian nationals have other rules); it is usually valid for a year, and on arrival its holder completes formalities with the OFII.",
        },
        {
          url: "https://southafrica.campusfrance.org/long-stay-visa-for-students-vls-ts-etudiant",
          owner: "Campus France South Africa",
          pageDate: null,
          text: 'If you live in one of the countries under the "Études en France" procedure, you go through it before the visa; France\'s official visa site is france-visas.gouv.fr.',
        },
      ],
    },
  ],
  Singapore: [
    {
      kind: "sg_students_pass",
      label: "Student's Pass through ICA's SOLAR system",
      notes: [
        {
          url: "https://www.ica.gov.sg/page.aspx?pageid=325",
          owner: "Immigration & Checkpoints Authority, Singapore",
          pageDate: null,
          text: "A foreign student at an institute of higher learning (INSEAD Singapore and Chicago Booth's Singapore campus are listed) needs a Student's Pass; a new application goes through SOLAR at least one month and not more than two months before the course starts.",
        },
      ],
    },
  ],
};

/** The countries Scout has visa steps for that a catalogue country names ("France / Singapore (…)" names two). */
export function visaCountries(country: string | null): string[] {
  if (!country) return [];
  return Object.keys(visaSteps).filter((name) => country.includes(name));
}

/** The visa steps for a school in that country (both countries' for a school with two campuses); empty when Scout has none. */
export function visaStepsFor(country: string | null): VisaStep[] {
  return visaCountries(country).flatMap((name) => visaSteps[name]!);
}
