import { type EvalCase, planted } from "../eval-case";

// Stanford GSB, 2025-2026 questions (migrations/0006_catalogue_seed.sql).
const school = "Stanford GSB";
const essayA = "Essay A: What matters most";
const essayB = "Essay B: Why Stanford";

export const stanfordCases: EvalCase[] = [
  {
    id: "gsb-no-example-spelling",
    school,
    essayTitle: essayA,
    text: `What matters most to me is integrity. I believe that integrity is the foundation of every relationship, every organization and every community. Without it, trust disappears, and without trust, nothing meaningful can last.

I learned the importance of integrity from my family. My parents always taught me to tell the truth and to keep my promises, even when it was difficult. They showed me that character is what you do when no one is watching. These values have stayed with me throughout my life and have shaped the person I am today.

In my career, I have tried to live by these values every day. As a consultant, I have often faced situations where the easy answer and the right answer were different. In those moments, I have always chosen to do the right thing, even when it was not popular. I believe that my colleagues and clients respect me because they know that I will be honest with them, and that I will not compromise my principles for short-term gains.

Integrity also matters to me because of the world we live in today. Too many leaders in business and politics have lost the trust of the public because they put their own interests ahead of the people they serve. I want to be a different kind of leader, one who earns trust through consistency and transparency.

At the same time, I have learned that integrity is not always simple. Sometimes being honest means having difficult conversations, and sometimes it means admitting my own mistakes. I have grown a lot by accepting that I am not perfect and by commiting to improve.

Ultimately, integrity matters most to me because it allows me to look at myself in the mirror and know that I have lived according to my values. It is the standard I will hold myself to at Stanford and throughout my career.`,
    planted: [planted.noExample(), planted.spelling("commiting")],
  },
  {
    id: "gsb-cliche-no-outcome",
    school,
    essayTitle: essayA,
    text: `Webster's dictionary defines family as "a group of individuals living under one roof." For me, family has never been that simple.

When I was fourteen, my grandmother moved from Manila into our two-bedroom apartment in San Diego after a stroke left her unable to walk. My parents both worked double shifts at the hospital, so I became the person who helped her eat breakfast, who sat with her through physical therapy, and who translated between her Tagalog and her doctors' English. I did my homework at her bedside. I missed the school trips my friends talked about for weeks.

What I did not expect was how much she would teach me. She had run a small grocery store in Quezon City for thirty years, and between therapy sessions she quizzed me on margins and inventory as if I were her new employee. She told me stories about customers who paid her in fish when they had no cash, and about the year she kept the store open through a typhoon because people needed rice. She believed a business was a promise to a neighborhood.

Years later, those conversations are why I joined a community development bank rather than an investment bank after college. I lend to small grocery stores and laundromats in neighborhoods that large banks ignore. Last year, a borrower named Mr. Alvarez fell six months behind on his loan after his wife got sick. My manager wanted to send the account to collections. I asked for time to visit the store, review his books and propose a new repayment plan to our credit committee. I spent two weeks preparing the case, and I presented it on a Friday afternoon to a room of people who had already made up their minds.

What matters most to me is that people who hold a community together are never reduced to numbers. My grandmother held hers together with rice and credit and patience, and I want to spend my career building institutions that do the same.`,
    planted: [
      planted.clicheOpening(`Webster's dictionary defines family as "a group of individuals living under one roof."`),
      planted.noOutcome(
        "I spent two weeks preparing the case, and I presented it on a Friday afternoon to a room of people who had already made up their minds.",
      ),
    ],
  },
  {
    id: "gsb-wrong-school-over-limit",
    school,
    essayTitle: essayB,
    text: `My aspiration is to make clean cooking affordable for the 900 million people in sub-Saharan Africa who still cook over charcoal or wood. In Kampala, where I grew up, my mother spent a fifth of her income on charcoal, and the smoke in our kitchen gave my younger brother asthma. Today I work as a project engineer at a solar company in Nairobi, where I have installed mini-grids for 14 villages. But I have learned that the hardest problem in energy access is not the technology. It is the business model.

Electric pressure cookers already exist that use a fraction of the energy of a kettle. Households do not buy them because they cost $80 up front, and no lender will finance an appliance for a family without a credit history. After my MBA, I want to start a company that sells these cookers on pay-as-you-go plans, bundled with solar home systems, and uses repayment data to give families their first credit record. In ten years, I hope to serve five million households across East Africa.

To get there, I need skills that engineering did not give me. I need to understand consumer finance well enough to design credit products that do not trap poor families in debt, and I need to learn how to raise capital from investors who are skeptical of African consumer businesses. Courses in financial inclusion and impact investing would give me both, and the Stanford Seed program would connect me with entrepreneurs who have already scaled businesses in East Africa.

I also want to learn how to lead a team much larger than the six technicians I manage today. The emphasis on small-group leadership training at the GSB, especially the Interpersonal Dynamics course, would help me understand how I come across to others before I am responsible for hundreds of employees.

Finally, I want to be surrounded by people who will push my thinking. Wharton's community of entrepreneurs, many of them working on problems of energy and climate, is exactly the environment where I could test my assumptions before I bet my career on them. The Stanford experience would also give me access to the Bay Area's climate investors, who are increasingly interested in the kind of distributed energy businesses that I want to create.

I want to spend the next two years learning how to turn a good technology into a business that reaches millions of families like mine.`,
    planted: [planted.wrongSchool("Wharton's community of entrepreneurs"), planted.overLimit()],
  },
  {
    id: "gsb-contradicts-resume-repeated",
    school,
    essayTitle: essayB,
    resume: `Daniel Okafor
Software Engineer, Brightline Health (telehealth startup, 40 employees), Austin, 2021 to present
- Scheduling API used by 300 clinics
- Mentored 2 junior engineers
Software Engineer Intern, Oracle, 2020
B.S. Computer Science, University of Michigan, 2021`,
    text: `Eighty percent of rural counties in the United States lack a single psychiatrist. I want to change that by starting a telehealth company that connects rural primary care clinics with mental health specialists, and Stanford is where I want to learn how to do it.

As the founder and CEO of Brightline Health, I grew the company from two people to forty employees and raised $12 million from investors. Along the way I saw how much of rural health care depends on scheduling: a clinic in West Texas might wait three weeks for a psychiatric consult, not because no specialist is available, but because nobody can match the specialist's free hour with the patient's. Our scheduling system now serves 300 clinics, and it taught me that software can fix problems that look like shortages.

My goal after the MBA is to create a company that goes further than scheduling, offering rural clinics a full team of remote specialists paid through a shared subscription. To do that, I need to understand health care economics and reimbursement far better than I do today. Courses in health care policy, and the chance to work with faculty at the Clinical Excellence Research Center, would give me that foundation.

I also need to learn to lead at a larger scale. I want to to practice leading through the experiential courses at the GSB, where I can make mistakes in front of classmates rather than in front of patients. And I want the Stanford network of health care founders and investors to help me avoid the errors that sink most health startups.

Most of all, I want to be in a place where people believe that an ambitious idea is worth attempting even when it is hard. Rural patients have waited long enough.`,
    planted: [
      planted.contradictsResume(
        "As the founder and CEO of Brightline Health, I grew the company from two people to forty employees and raised $12 million from investors.",
      ),
      planted.repeatedWord("to to"),
    ],
  },
  {
    id: "gsb-off-prompt-passive",
    school,
    essayTitle: essayA,
    text: `I am applying to business school because I want to move from corporate finance into venture capital, with a focus on climate technology.

For the past four years I have worked in the treasury team of a large chemical company in Houston. My role is to manage our foreign-exchange exposure and to model the financing of new plants. In 2022, I was given responsibility for the financing plan of our first carbon-capture project, a $300 million investment at our Baytown facility. The work showed me how much capital the energy transition will require, and how few investors understand the technical risks well enough to price them.

In the short term, I plan to join a venture capital firm that invests in industrial decarbonization, such as companies that make low-carbon cement, steel or hydrogen. My background in chemical engineering and corporate finance would let me evaluate both the technology and the financial model of these startups. In the long term, I want to start my own fund that provides growth capital to climate companies that are too large for early-stage investors but too risky for banks.

To reach these goals, I need a deeper understanding of entrepreneurship and venture finance. I also need a network of founders and investors in the climate sector. A Stanford MBA would give me access to courses in venture capital and to the many climate startups in Silicon Valley. I would also take advantage of the many clubs and treks to meet professionals in the industry.

I believe that my experience in corporate finance, combined with a Stanford MBA, will allow me to make a meaningful contribution to the fight against climate change. I am excited about the opportunity to join the Class of 2029.`,
    planted: [planted.offPrompt(), planted.passive("I was given responsibility")],
  },
  {
    id: "gsb-strong",
    school,
    essayTitle: essayB,
    text: `I want to create software that lets small farms in California's Central Valley use water the way large agribusinesses do: measured, scheduled and sold when they do not need it. I grew up in Fresno, where my parents farm forty acres of almonds, and I watched the 2021 drought force them to leave a third of their trees dry while larger neighbors bought water on a market my parents did not know how to use.

For the past four years, I have worked as a data engineer at an irrigation startup in Fresno. I wrote the pipeline that turns soil-moisture sensor readings into watering schedules for 600 farms, and last year I led a pilot in which twenty small growers pooled their unused water allocations and leased them to a neighboring district. The growers earned an average of $14,000 each, more than many of them clear on their crops in a dry year.

The pilot showed me what I cannot yet do. To scale water trading to thousands of small farms, I need to understand market design, how to price a commodity that regulators control, and how to persuade growers who distrust anything that sounds like Wall Street. I also need to raise money for a company whose customers are slow to adopt new technology.

Stanford offers each of these pieces close to home. Susan Athey's work on market design and courses in the economics of natural resources would help me design a trading system that is fair to small sellers. The Startup Garage course would let me test the business with real growers while I am still a student, and the Woods Institute for the Environment would connect me with researchers who study groundwater policy in the valley I want to serve.

In ten years, I want a water market in which my parents' farm and their largest neighbor trade on equal terms.`,
    planted: [],
  },
];
