/** The cues the project extractor reads besides money, time and technologies. */

/** Verbs that introduce what the person wants built; the project is the phrase after them. */
export const INTENT =
  /\b(?:want(?:s|ed)?(?: to (?:build|create|develop|make|launch|have|get|add))?|need(?:s|ed)?(?: to (?:build|create|develop|make|have|get|add))?|looking for|look for|search(?:ing)? for|we search|would like(?: to (?:build|create|develop|make|have|add))?|'d like(?: to (?:build|create|develop|make|have|add))?|wish(?: to have)?|plan(?:ning)? to (?:build|create|launch|develop)|(?:can|could) (?:you|someone) (?:build|create|make|develop)(?: me| us)?|help (?:me |us )?(?:build|create|with)|build(?:ing)?(?: me| us)?|create|develop|set up|hire(?: someone| a developer)? to (?:build|create|develop|make)|idea for|thinking (?:about|of)(?: building)?|(?:are|am|is) (?:starting|building|launching|creating))\s+/i;

/**
 * "Looking to replace...", "want to connect...": the verb is part of what is wanted, so the title
 * keeps it ("Replace paper intake forms with a web form").
 */
export const INTENT_WITH_VERB =
  /\b(?:looking|want(?:s|ed|ing)?|need(?:s|ed|ing)?|plan(?:ning)?|would like|'d like|hoping)\s+to\s+(?=(?:replace|migrate|move|automate|connect|add|integrate|rebuild|redesign|upgrade|fix|modernize|modernise|scrape|set up|launch|digitize|digitise|turn|convert|sync|track)\b)/i;

/** A sentence that starts by saying what to do: "Migrate our Jenkins...", "Build a Kubernetes operator...". */
export const IMPERATIVE =
  /^(?=(?:migrate|build|create|develop|set up|automate|fix|redesign|rebuild|integrate|scrape|convert|connect|design|deploy|implement|replace|upgrade|port|write|audit|fine-tune|train|make)\b)/i;

/** What a project is called when it is named by its kind: a first sentence naming one of these is a title. */
export const PRODUCT_NOUNS =
  /\b(?:apps?|application|websites?|web ?sites?|site|web app|page|platform|portal|tool|bot|chatbot|dashboard|system|marketplace|extension|game|api|integration|script|plugin|store|shop|model|assistant|contracts?|token|dapp|pipeline|operator|module|redesign|migration|relaunch|cms|crm|saas|mvp|prototype|service)\b/i;

/** "Project: FleetTrack", "called PawPal", "starting PawPal, a marketplace": the project's own name. */
export const PROJECT_NAME =
  /(?:^|\n)\s*(?:project(?: name)?|app name|name|title)\s*:\s*(?<labelled>[^\n]{2,60})|\b(?:starting|launching|building)\s+(?<launched>[A-Z][\w'’-]+),\s+an?\s|\b(?:called|named)\s+["“']?(?<called>[A-Z][\w'’&.-]*(?:\s+[A-Z0-9][\w'’&.-]*){0,3})["”']?/;

/** "Summary: GPS tracking for our vans", "What: booking website": the project in a phrase. */
export const SUMMARY_LABEL =
  /(?:^|\n|[.!?]\s+)\s*(?:summary|what|idea|project description|description|about)\s*:\s*(?<summary>[^\n]+)/i;

/** The head of the phrase is a person, not the project: the project comes after "to <verb>". */
export const PERSON_HEADS =
  /^(?:an?\s+)?(?:[\w.+#/-]+\s+){0,3}?(?:dev|devs|developer|developers|engineer|engineers|programmer|freelancer|someone|somebody|team|agency|expert|specialist|consultant|designer|partner|person|help)\b/i;

/** Where the project phrase ends: a clause, a reason, the budget or the timeline. */
export const PHRASE_END =
  /\s*(?:[,;:.!?(\n]|\s-\s|\s–\s|\s—\s|\s(?:that|which|where|so|because|but|since|while|as|who|ideally|asap|preferably|maybe|hopefully|please|pls|if)\b|\s(?:and|&)\s(?:we|i|it|they|the budget|budget|our|my|need|want|would)\b|\s(?:for|with|of|at|around|about|under|in|within|by|before)\s+(?=[$€£¥₹]|\d|(?:about|around|under|approx)\b)|\s(?=[$€£¥₹]|~?\d+(?:[.,]\d+)?\s*(?:k\b|K\b|%|months?\b|weeks?\b|days?\b|years?\b))|\s(?:in|within|by|before)\s+(?:the next|a (?:month|week|year)|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:days|weeks|months)|(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|christmas|summer|spring|autumn|fall|winter)\b))/i;

/** Words that say nothing about the project at the start of a phrase ("some kind of", "my own"). */
export const PHRASE_FILLER =
  /^(?:(?:an?|the|some(?: kind of| sort of)?|my|our|its|their|his|her|your|own|new|simple|small|little|basic|proper|custom|good|nice|quick)\s+)+/i;

/** A phrase too generic to be a title on its own. */
export const GENERIC_TITLES =
  /^(?:app|apps|application|website|site|web ?site|ai|an ai|help|developer|project|idea|tool|bot|script|system|platform|solution|one)$|^(?:this|that|it|them|these|those|something|anything|someone|somebody|starting|options?)\b|\bsomething\b|^(?:(?:the )?first version|mvp|v1|version 1|the project|first release)$/i;

/** The people a project serves (singular; plurals are matched too). */
export const AUDIENCE_PEOPLE = [
  'owner',
  'parent',
  'student',
  'teacher',
  'patient',
  'doctor',
  'dentist',
  'customer',
  'client',
  'user',
  'freelancer',
  'developer',
  'employee',
  'member',
  'fan',
  'gamer',
  'player',
  'traveller',
  'traveler',
  'tourist',
  'shopper',
  'buyer',
  'seller',
  'landlord',
  'tenant',
  'investor',
  'trader',
  'artist',
  'musician',
  'creator',
  'driver',
  'rider',
  'athlete',
  'coach',
  'trainer',
  'senior',
  'kid',
  'children',
  'families',
  'family',
  'women',
  'men',
  'nurse',
  'volunteer',
  'homeowner',
  'contractor',
  'recruiter',
  'job seeker',
  'candidate',
  'reader',
  'guest',
  'visitor',
  'vendor',
  'supplier',
  'dispatcher',
  'instructor',
  'learner',
  'professional',
  'lawyer',
  'accountant',
  'researcher',
  'participant',
  'translator',
  'coordinator',
  'manager',
  'people',
  'sitter',
  'walker',
  'farmer',
  'retailer',
];

/** Organisations a project can serve: only in the plural ("for dental clinics"), else they are the client. */
export const AUDIENCE_ORGANISATIONS = [
  'business',
  'businesses',
  'companies',
  'startups',
  'clinics',
  'restaurants',
  'hotels',
  'gyms',
  'salons',
  'shops',
  'stores',
  'agencies',
  'nonprofits',
  'non-profits',
  'charities',
  'schools',
  'universities',
  'teams',
  'brands',
  'landlords',
];

/** Phrases that name the audience outright; the audience is what follows. */
export const AUDIENCE_CUES =
  /(?:(?:^|\n)\s*(?:target audience|audience|target users|target group|users|customers|for whom)\s*:\s*|\b(?:target audience (?:is|are|would be|will be|:)|(?:our|the) (?:users|customers|audience) (?:are|will be|would be)|aimed at|targeted at|targeting|designed for|built for|meant for|intended for|tailored (?:to|for)|geared towards?|for use by|used by)\s+)(?<audience>[^.;!?\n]{3,160})/i;

/** A feature list by its label, on a line or in a sentence of its own: "Features: a, b, c", "Must have:". */
export const FEATURE_LABEL =
  /(?:^|\n|[.!?]\s+)\s*(?:key features?|features?|must[- ]haves?|must have|requirements?|functionalit(?:y|ies)|scope)\s*:\s*(?<list>[^\n]*)/i;

/** What the product must let people do: "users can X, Y and Z", "it should X". */
export const FEATURE_CUE =
  /\b(?:(?:\d+\s+)?(?:users?|customers?|clients?|guests?|people|members?|visitors?|students?|patients?|shoppers?|vendors?|drivers?|riders?|trainers?|coaches|admins?|volunteers?|coordinators?|colleagues?|employees?|staff|team members?|they|it|the (?:app|site|website|platform|tool|system|bot|portal))\s+(?:can|could|should|must|will|would|need to|needs to|should be able to|must be able to|will be able to|are able to|get to)\s+|(?:lets?|letting|allows?|allowing|enables?)\s+(?:users?|customers?|clients?|guests?|people|members?|visitors?|students?|patients?|them|us)\s+(?:to\s+)?)(?<list>[^.;!?\n]{3,240})/i;

/** A sentence that starts with the people who use it doing things: "Students pay once, watch videos...". */
export const PEOPLE_DO =
  /^(?:users|customers|clients|guests|members|visitors|students|patients|shoppers|vendors|drivers|riders|parents|teachers|buyers|sellers|employees|players)\s+(?<list>[a-z][^.;!?\n]{3,240})/iu;

/** A list item that is about money, time or people, not a feature. */
export const NOT_A_FEATURE =
  /^(?:we|we're|we'd|we'll|i|i'm|i'd|our|my|you|it's|they|want|need|like|just)\b|^(?:about|around|approx\.?|roughly|ideally|maybe|asap|etc\.?)$|^(?:budget|timeline|deadline|tech|stack|users?|audience|price|cost|launch|summary|project|what|when|who)\b|[$€£¥₹]|\b(?:asap|ideally|weeks?|months?|budget)\b/i;

/** How the person will judge success. */
export const SUCCESS_CUE =
  /(?:^|\n)\s*success(?: criteria| metrics?)?\s*:|\b(?:success(?:ful)?|succeed|(?:our |the )?kpis? (?:is|are|would be|will be)|metrics? (?:is|are|would be)|measure (?:it|success|this)|we(?:'ll| will) measure|the (?:main |primary )?(?:goal|aim|objective|target) (?:is|would be|will be)|(?:is|are) the (?:main |primary )?(?:goal|aim|objective)|our goal|we want to (?:reach|hit|get to|achieve)|would be a (?:win|success)|= ?success|success ?=)/i;

/** What the person worries about. */
export const CHALLENGE_CUE =
  /(?:^|\n)\s*(?:challenges?|risks?|concerns?)\s*:|\b(?:challeng(?:e|es|ing)|risks?|worr(?:y|ied|ies)|concern(?:s|ed)?|tricky|difficult|the hard(?:est)? part|the problem is|obstacles?|bottlenecks?|struggl(?:e|ing)|constraints?|pain points?|afraid|the catch is|careful)\b/i;
