import { type EvalCase, planted } from "../eval-case";

// Harvard Business School, 2025-2026 questions (migrations/0006_catalogue_seed.sql).
const school = "Harvard Business School";

export const harvardCases: EvalCase[] = [
  {
    id: "hbs-cliche-spelling",
    school,
    essayTitle: "Business-Minded",
    text: `Ever since I was a little kid, I have always been passionate about business.

When I finished my economics degree in Pune, I had two offers: a rotational program at a large bank and an operations role at a twelve-person logistics startup that moved produce from farms to city markets. My parents preferred the bank. I chose the startup because I wanted to see how every part of a business fits together, and a small company would not let me hide in one corner of it.

The choice shaped my next four years. In my first month I rode along on night deliveries and learned that our trucks left the farms half empty because farmers did not trust our pickup times. I set up a simple text-message schedule that told each farmer when the truck would arrive, and I called the ones who missed pickups to ask why. Within a quarter, our average truck load rose from 55 to 80 percent, and the company could finally pay its drivers on time.

That experience led to a second choice. When a larger competitor offered to buy our routes, I argued that we should keep them and specialize in cold storage instead, because our data showed that spoiled tomatoes cost farmers more than transport did. The founders agreed, and I spent a year negociating leases on three refrigerated warehouses.

These choices taught me that I am most useful where operations meet strategy: close enough to the trucks to see the problem, and far enough away to change the system. After an MBA, I want to lead the supply chain of an agricultural company in India, and later start one of my own that treats farmers as customers rather than suppliers.`,
    planted: [planted.clicheOpening("Ever since I was a little kid, I have always been passionate about business."), planted.spelling("negociating")],
  },
  {
    id: "hbs-over-limit-no-outcome",
    school,
    essayTitle: "Leadership-Focused",
    text: `My first manager at the consulting firm, Daniela, had a habit I found strange at the time. Every Friday afternoon she blocked an hour on her calendar called "office hours," and anyone on the team could book fifteen minutes to ask her anything. Most weeks, I was the only analyst who showed up.

In those conversations she never gave me answers. When I asked how to structure a pricing model, she asked what decision the client would make with it. When I asked whether to push back on a partner's deadline, she asked what I would lose if I said nothing. I left every session a little annoyed and a little more capable.

Two years later I was promoted to lead a team of four analysts on a hospital staffing project, and I tried to do what Daniela had done. I set up my own office hours. I stopped rewriting my analysts' slides at midnight and started asking them what each slide was supposed to prove. One analyst, Tomas, struggled more than the others. His models were careful but slow, and the client began to notice the delays. I sat with him for three evenings to walk through his work line by line, and we talked about where he spent his time and what he could leave out.

I also began to notice the same pattern in myself: the urge to fix things quickly instead of helping someone else learn to fix them. I had to decide which mattered more to me on that project, the deadline or the person, and I decided to spend the extra evenings with Tomas even though it cost me sleep and some credibility with the partner who was watching the timeline closely.`,
    planted: [
      planted.overLimit(),
      planted.noOutcome(
        "I sat with him for three evenings to walk through his work line by line, and we talked about where he spent his time and what he could leave out.",
      ),
    ],
  },
  {
    id: "hbs-wrong-school-repeated",
    school,
    essayTitle: "Growth-Oriented",
    text: `Last spring, a line in our customer-support logs kept bothering me. Customers of the payments app where I work as a product analyst were canceling transfers to Kenya at twice the rate of any other country, and nobody on my team knew why.

It was not my project, so I spent two weekends reading the the support tickets one by one. A pattern appeared: users abandoned transfers at the moment our app asked for the recipient's bank branch code, a field that most Kenyan recipients do not use because they receive money on their phones. I called six of our customers in Nairobi through our support team, and each told me the same thing: they wanted to send money to an M-Pesa number, not a bank account.

I wrote a two-page memo with the numbers and the call notes and asked for thirty minutes with our head of product. She gave me ten, and then a small budget to test mobile-wallet transfers for one month. Cancellations on the Kenya route fell by 40 percent, and mobile wallets are now our default for four African countries.

The project changed how I work. I used to treat curiosity as something I indulged after my real job was done. Now I treat an unexplained number as part of the job. It is also why I am applying to Stanford: I want two years of classmates who ask why before they ask how.`,
    planted: [planted.wrongSchool("applying to Stanford"), planted.repeatedWord("the the")],
  },
  {
    id: "hbs-contradicts-resume-passive",
    school,
    essayTitle: "Business-Minded",
    resume: `Priya Raman
Analyst, Meridian Capital Partners (infrastructure private equity), New York, 2020 to present
- Financial models for 6 toll-road and airport investments totaling $2.1B
- Investment committee materials for 2 closed transactions
B.S. Civil Engineering, University of Texas at Austin, 2020
- Vice President, Engineers Without Borders chapter (2018-2019)`,
    text: `When I left Austin with a civil engineering degree, I assumed I would spend my career designing bridges. My first choice that changed that path was small: during my senior year, I joined a team that was asked to estimate whether a toll road in South Texas would ever pay for itself. I found that I cared less about the concrete than about the traffic forecasts, the financing and the politics that decided whether the road got built at all.

That curiosity led me to Meridian Capital Partners, an infrastructure investor in New York. The choice felt risky: I had never taken a finance class, and my first models were full of mistakes. But each deal taught me how an engineer's questions about risk translate into an investor's questions about return.

The second choice was to ask for the hardest work. As the head of Meridian's airport investments, I personally led the $900 million acquisition of a regional airport in Portugal, negotiating with the government and the airlines. The decision to bid was made after months of analysis that I presented to the investment committee, and the deal closed in 2023.

Those years showed me the gap I want to fill. Infrastructure investors understand capital, and engineers understand assets, but few people understand both well enough to decide which projects a city truly needs. After an MBA, I want to join a public infrastructure bank where I can help governments choose and finance the projects that matter most, and eventually lead one.`,
    planted: [
      planted.contradictsResume(
        "As the head of Meridian's airport investments, I personally led the $900 million acquisition of a regional airport in Portugal",
      ),
      planted.passive("The decision to bid was made"),
    ],
  },
  {
    id: "hbs-off-prompt",
    school,
    essayTitle: "Growth-Oriented",
    text: `In 2022, the hotel group where I worked as a revenue manager decided to close two of its five properties in Lisbon. I was 26, and I had to tell forty colleagues that their jobs would end in three months.

I had never managed anyone through bad news. I met each person individually rather than announcing the closures in a group email, because I believed they deserved to hear it from someone who knew their names. I worked with our human resources team to compile a list of every hotel in the city that was hiring, and I personally called eleven general managers to recommend our staff. By the time the properties closed, thirty-one of the forty had new jobs lined up.

The experience convinced me that I want to lead a hospitality company where people are the core of the business rather than a cost line. In the short term, I plan to join the strategy team of a European hotel group and work on its expansion into secondary cities. In the long term, I want to run the operations of a hotel chain and create a training program that lets housekeepers move into management.

An MBA will give me the finance and strategy skills that I did not gain as a revenue manager. Harvard's case method, with its focus on decisions under pressure, is the right place to practice the judgment that I needed in Lisbon.`,
    planted: [planted.offPrompt()],
  },
  {
    id: "hbs-short-answer-over-characters",
    school,
    essayTitle: "Career aspirations (application form)",
    text: `I want to create the first pan-African marketplace for used farm equipment. Today, a farmer in Ghana who wants a second-hand tractor has to rely on brokers who add 30 percent to the price and offer no warranty. After my MBA, I plan to spend three years in the agricultural lending team of a development finance institution, learning how to underwrite equipment loans at scale. Then I will launch a platform that combines inspections, financing and delivery, starting in Ghana and Nigeria, where I have already interviewed more than sixty farmers and dealers about what they need.`,
    planted: [planted.overLimit()],
  },
  {
    id: "hbs-strong",
    school,
    essayTitle: "Business-Minded",
    text: `At nineteen, I turned down an engineering internship to run my uncle's failing print shop in Accra for a summer. He had fallen ill, and the shop owed three months of rent. I knew nothing about printing, but I could read a ledger, and the ledger showed that we lost money on every wedding invitation and made it back on school exam papers.

I dropped wedding work, called every headmaster within ten kilometers, and offered overnight printing for mock exams. By August, the shop had paid its back rent. That summer taught me that a business is a set of choices about what not to do, and it made my next choice easy: I left mechanical engineering for a degree in economics.

After graduation I joined a mobile-money company as one of its first analysts. When our agent network stalled at 3,000 shops, I proposed that we stop recruiting new agents and instead pay existing ones to teach customers how to use the app. My manager let me test it in two regions. Active users there grew 45 percent in six months, and the program now runs in all ten regions of Ghana.

Each of these choices pulled me toward the same place: the point where a small operational change decides whether a business survives. I now lead a team of six that designs products for market traders, most of whom have never had a bank account. After an MBA, I want to run the operations of a digital bank in West Africa, and within fifteen years, to start one that gives traders like the women at Makola Market the credit they have always financed themselves.`,
    planted: [],
  },
];
