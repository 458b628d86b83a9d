/**
 * Texts of the demo plan documents: realistic Dutch plan language, so the demo shows what a
 * board's koersplan, a school's four-year schoolplan and its jaarplannen look like (and they are
 * long enough to need the table of contents). Every school and board has its own profile: its
 * place, pupils, goals and people, so no two of them read the same.
 */

export type SeedBlock =
  | { type: 'h1' | 'h2'; content: string }
  | { type: 'body'; content: string }
  /** A file block; `title` is what the seeded PDF shows, one file per distinct title. */
  | { type: 'file'; name: string; title: string }
  | { type: 'contact'; content: SeedContactContent };

export interface SeedContactContent {
  name: string;
  function: string;
  organisation_name: string;
  email: string;
  phone: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;
const h1 = (content: string): SeedBlock => ({ type: 'h1', content });
const h2 = (content: string): SeedBlock => ({ type: 'h2', content });
const body = (content: string): SeedBlock => ({ type: 'body', content });

/** The school years a four-year plan starting 1 August `start` covers, e.g. "2025-2026". */
export const planYears = (start: number): [string, string, string, string] => [
  `${start}-${start + 1}`,
  `${start + 1}-${start + 2}`,
  `${start + 2}-${start + 3}`,
  `${start + 3}-${start + 4}`,
];
/** "2025-2029" for a four-year plan starting in 2025. */
export const planRange = (start: number) => `${start}-${start + 4}`;

const SWV_RIVIERENLAND: SeedContactContent = {
  name: 'Ruud Kuipers',
  function: 'Onderwijsconsulent',
  organisation_name: 'Samenwerkingsverband Rivierenland PO',
  email: 'r.kuipers@swv-rivierenland.koers.test',
  phone: '0344 700 210',
};

// ---------------------------------------------------------------------------------------------
// Schools

interface Goal {
  title: string;
  /** Where the school wants to be at the end of the schoolplan. */
  aim: string;
  /** What the school does in each of the schoolplan's four years. */
  steps: [string, string, string, string];
}

export interface SchoolProfile {
  /** The name as in the schools table. */
  name: string;
  short: string;
  director: string;
  /** The board the school belongs to; null for a school with its own foundation. */
  board: string | null;
  hasCalendar: boolean;
  mission: string;
  coreValues: string;
  population: string;
  strengths: string;
  environment: string;
  quality: string;
  goals: [Goal, Goal, Goal];
  /** How the jaarplan came about. */
  process: string;
  /** Looking back at the year before each of the first three jaarplannen. */
  reviews: [string, string, string];
  support: string;
  intern: SeedContactContent;
  staff: string;
  formation: string;
  /** Budget of one school year, in euros (the lumpsum and the other government funding). */
  budget: number;
  budgetNote: string;
  investments: [string, string, string];
  parents: string;
  council: string;
}

export const SCHOOLS: Record<'regenboog' | 'kompas' | 'vlinderhof' | 'zonnewijzer', SchoolProfile> =
  {
    regenboog: {
      name: 'OBS De Regenboog',
      short: 'De Regenboog',
      director: 'Marieke Jansen',
      board: 'Stichting Openbaar Onderwijs Rivierenland',
      hasCalendar: true,
      mission: p(
        'OBS De Regenboog is een openbare basisschool in Tiel-Oost waar ieder kind welkom is. Wij geloven dat kinderen het best leren in een veilige omgeving waarin zij zich gezien voelen, uitgedaagd worden en samen verantwoordelijkheid leren dragen.',
        '<strong>Onze missie:</strong> elk kind verlaat onze school met stevige basisvaardigheden, zelfvertrouwen en nieuwsgierigheid naar de wereld.',
      ),
      coreValues:
        p('Onze kernwaarden geven richting aan hoe we met elkaar omgaan en hoe we lesgeven:') +
        ul(
          '<strong>Veiligheid</strong>: duidelijke afspraken en voorspelbaar gedrag van volwassenen.',
          '<strong>Eigenaarschap</strong>: kinderen denken mee over hun leerdoelen en reflecteren op hun werk.',
          '<strong>Samen</strong>: we leren van en met elkaar, in de klas, in het team en met ouders.',
          '<strong>Nieuwsgierigheid</strong>: onderzoekend leren bij wereldoriëntatie en techniek.',
        ),
      population: p(
        'De school telt 238 leerlingen in tien groepen. Een kwart van de leerlingen groeit meertalig op; thuis wordt naast Nederlands vooral Turks, Arabisch en Pools gesproken. De schoolweging is 31,4, boven het landelijk gemiddelde: we geven daarom extra aandacht aan woordenschat en begrijpend lezen.',
      ),
      strengths: p(
        'Sterk zijn het pedagogisch klimaat en de rekenresultaten: leerlingen voelen zich veilig (8,4 in de leerlingpeiling) en halen voor rekenen de schoolambitie. Het verbeterpunt is lezen: 58% van de leerlingen haalt in groep 8 het niveau 2F/1S voor lezen, terwijl onze ambitie 65% is.',
      ),
      environment: p(
        'Tiel-Oost is een wijk in verandering: er komen nieuwe gezinnen bij, ook uit andere landen. Het aantal nieuwkomers in de school stijgt. Samen met het sociaal wijkteam en de peuteropvang in de wijk willen we kinderen een goede start geven.',
      ),
      quality: p(
        'Twee keer per jaar analyseren we de opbrengsten per groep in een groeps- en schoolbespreking en leggen we de uitkomsten vast in de trendanalyse. De inspectie beoordeelde de school bij het vierjaarlijks onderzoek als voldoende.',
      ),
      goals: [
        {
          title: 'Begrijpend lezen',
          aim: 'In {einde} haalt 65% van onze leerlingen in groep 8 het niveau 2F/1S voor lezen (nu 58%).',
          steps: [
            'Het team volgt het traject effectieve leesinstructie; we kiezen een aanpak met rijke, betekenisvolle teksten.',
            'Alle groepen lezen dagelijks minimaal 30 minuten met rijke teksten; de taalcoördinator legt klassenbezoeken af.',
            'We borgen de aanpak in een kwaliteitskaart en breiden de schoolbibliotheek uit met Bibliotheek Rivierenland.',
            'We meten of de ambitie gehaald is en leggen de aanpak vast voor het volgende schoolplan.',
          ],
        },
        {
          title: 'Woordenschat en meertaligheid',
          aim: 'Meertalige leerlingen bouwen vanaf groep 1 een brede woordenschat op; de thuistaal zien we als bron, niet als probleem.',
          steps: [
            'Een werkgroep kiest een doorgaande lijn woordenschatdidactiek voor groep 1 tot en met 8.',
            'De onderbouw werkt met themawoorden die ouders ook thuis gebruiken; de middenbouw volgt.',
            'Nieuwkomers krijgen vier ochtenden per week extra taalles in een kleine groep.',
            'We evalueren de doorgaande lijn met de peuteropvang en de leerkrachten van groep 1 en 2.',
          ],
        },
        {
          title: 'Burgerschap en leerlingenraad',
          aim: 'Leerlingen oefenen de basiswaarden van de democratische rechtsstaat in de klas en in de school.',
          steps: [
            'We stellen een leerlijn burgerschap op met klassengesprekken over actuele thema’s.',
            'De leerlingenraad (groep 5 tot en met 8) denkt mee over het schoolplein en het pestprotocol.',
            'Iedere groep doet een maatschappelijk project in de wijk, zoals een bezoek aan het verzorgingshuis.',
            'Leerlingen presenteren hun projecten aan ouders en de wijk; we evalueren de leerlijn.',
          ],
        },
      ],
      process: p(
        'De doelen zijn opgesteld na de evaluatie van het vorige schooljaar op de studiedag van juni. Het team heeft in werkgroepen voorstellen uitgewerkt; Marieke Jansen heeft deze als directeur getoetst aan de beschikbare tijd en middelen.',
        'De medezeggenschapsraad heeft met het plan ingestemd. Tussentijds bespreken we de voortgang in de teamvergaderingen van november, februari en mei.',
      ),
      reviews: [
        'Het vorige schoolplan sloten we af met goede rekenresultaten, maar de leesresultaten bleven achter bij onze ambitie. Daarom staat lezen de komende vier jaar centraal.',
        'Het team koos vorig jaar een aanpak met rijke teksten en volgde vier bijeenkomsten over effectieve leesinstructie. De leesmotivatie in groep 6 tot en met 8 steeg van 6,9 naar 7,4. De doorgaande lijn woordenschat is gekozen, maar nog niet in alle groepen ingevoerd.',
        'De dagelijkse leestijd staat in alle groepen en 61% van groep 8 haalde 2F/1S voor lezen. De leerlingenraad heeft een nieuw pestprotocol opgesteld dat in alle groepen is besproken.',
      ],
      support: p(
        'In het schoolondersteuningsprofiel (SOP) staat welke ondersteuning wij kunnen bieden en waar onze grenzen liggen. De Regenboog heeft veel ervaring met taalondersteuning en met leerlingen die extra begeleiding nodig hebben bij gedrag. Het ondersteuningsteam, met het wijkteam en de jeugdverpleegkundige van de GGD, komt zes keer per jaar bijeen.',
      ),
      intern: {
        name: 'Ingrid Hoekstra',
        function: 'Intern begeleider',
        organisation_name: 'OBS De Regenboog',
        email: 'i.hoekstra@regenboog.koers.test',
        phone: '0344 612 300',
      },
      staff: p(
        'Het team bestaat uit 19 medewerkers: leerkrachten, twee onderwijsassistenten, een intern begeleider en een conciërge. Professionalisering sluit aan bij de speerpunten: het hele team volgt het traject effectieve leesinstructie en iedere leerkracht bezoekt twee keer per jaar een collega.',
      ),
      formation: p(
        'We werken met de invalpool van het bestuur, begeleiden een zij-instromer en bieden stageplaatsen aan studenten van de pabo in Nijmegen. De middelen voor werkdrukverlaging zetten we in voor een onderwijsassistent in de onderbouw.',
      ),
      budget: 2_410_000,
      budgetNote:
        'De extra middelen voor de hoge schoolweging gaan naar kleinere leesgroepen en de taalklas voor nieuwkomers.',
      investments: [
        'We schaffen nieuwe leesboeken aan voor de klassenbibliotheken van groep 4 tot en met 8.',
        'We richten een leeshoek in bij de ingang, samen met Bibliotheek Rivierenland.',
        'We vervangen de digiborden in groep 5 tot en met 8.',
      ],
      parents: p(
        'Ouders zijn partners in de ontwikkeling van hun kind. We voeren startgesprekken aan het begin van het schooljaar, twee rapportgesprekken en organiseren thema-avonden, met een tolk als dat nodig is. De nieuwsbrief verschijnt iedere twee weken.',
      ),
      council: p(
        'De medezeggenschapsraad bestaat uit drie ouders en drie medewerkers en heeft instemmingsrecht op dit plan en op de schoolgids.',
      ),
    },

    kompas: {
      name: 'OBS Het Kompas',
      short: 'Het Kompas',
      director: 'Thomas Meijer',
      board: 'Stichting Openbaar Onderwijs Rivierenland',
      hasCalendar: false,
      mission: p(
        'Het Kompas is de openbare dorpsschool van Kapel-Avezaath. Klein en overzichtelijk: iedere leerkracht kent ieder kind, en oudere en jongere kinderen leren van elkaar in combinatiegroepen.',
        '<strong>Onze missie:</strong> we geven kinderen richting mee. Ze kennen hun eigen kwaliteiten, kunnen goed rekenen, lezen en schrijven en durven vragen te stellen over de wereld om hen heen.',
      ),
      coreValues:
        p('Vier waarden houden ons op koers, in de klas en daarbuiten:') +
        ul(
          '<strong>Vertrouwen</strong>: kinderen, ouders en team kunnen op elkaar rekenen.',
          '<strong>Verwondering</strong>: we gaan naar buiten en onderzoeken de boomgaarden, de dijk en de rivier.',
          '<strong>Samenwerken</strong>: in combinatiegroepen helpen oudere leerlingen jongere.',
          '<strong>Groei</strong>: ieder kind maakt vooruitgang, in zijn eigen tempo.',
        ),
      population: p(
        'De school telt 94 leerlingen in vier combinatiegroepen: 1-2, 3-4, 5-6 en 7-8. Bijna alle leerlingen wonen in het dorp of in de buitengebieden. De schoolweging is 27,8, onder het landelijk gemiddelde. Het leerlingaantal is stabiel, maar de prognose van de gemeente voorspelt een lichte daling.',
      ),
      strengths: p(
        'Ouders zijn zeer tevreden over de sfeer (8,6) en de leesresultaten liggen boven de ambitie. Het verbeterpunt is rekenen: in groep 8 haalt 38% het niveau 1S, onder de schoolambitie van 45%. Het automatiseren van de basisbewerkingen blijft in de middenbouw achter.',
      ),
      environment: p(
        'Kapel-Avezaath is een dorp tussen de fruitteeltbedrijven van de Betuwe. De school is een ontmoetingsplek voor het dorp: het dorpshuis gebruikt ’s avonds de speelzaal en de peuteropvang zit sinds vorig jaar in ons gebouw.',
      ),
      quality: p(
        'Met vier groepen werkt het hele team samen aan de kwaliteit. Na iedere toetsperiode bespreken de leerkrachten de resultaten per combinatiegroep met de intern begeleider. Collega-directeuren van het bestuur voeren eens in de twee jaar een interne audit uit.',
      ),
      goals: [
        {
          title: 'Rekenen in combinatiegroepen',
          aim: 'In {einde} haalt 45% van groep 8 het niveau 1S voor rekenen (nu 38%) en beheersen alle leerlingen de tafels aan het eind van groep 5.',
          steps: [
            'We voeren dagelijks tien minuten automatiseren in, met een vaste opbouw voor beide jaargroepen in een combinatiegroep.',
            'De rekencoördinator begeleidt de leerkrachten bij het geven van instructie aan twee jaargroepen tegelijk.',
            'We kiezen een nieuwe rekenmethode die past bij combinatiegroepen en voeren deze in groep 3 tot en met 8 in.',
            'We meten de opbrengsten, evalueren de methode en leggen de werkwijze vast.',
          ],
        },
        {
          title: 'Onderzoekend leren in het dorp',
          aim: 'Leerlingen doen ieder jaar twee onderzoeken in hun eigen omgeving, met hulp van bedrijven en inwoners van het dorp.',
          steps: [
            'Groep 5-6 en 7-8 doen een onderzoek naar de fruitteelt, met een bezoek aan een teler in de oogsttijd.',
            'We maken een jaarplanning met twee onderzoeksthema’s per groep, ook voor de onderbouw.',
            'We richten het technieklokaal in met materialen die bedrijven uit het dorp hebben geschonken.',
            'Leerlingen presenteren hun onderzoek in het dorpshuis; we evalueren de jaarplanning.',
          ],
        },
        {
          title: 'Een toekomstbestendige dorpsschool',
          aim: 'Het Kompas blijft een kleine, sterke school, met een doorgaande lijn van peuteropvang naar groep 8.',
          steps: [
            'Peuteropvang en groep 1-2 maken afspraken over de overdracht en werken met dezelfde thema’s.',
            'We delen een onderwijsassistent en een vakleerkracht gym met een school van het bestuur in de buurt.',
            'Samen met het bestuur en de gemeente maken we een plan voor het gebouw voor de jaren na dit schoolplan.',
            'We evalueren de samenwerking met de peuteropvang en de buurtschool.',
          ],
        },
      ],
      process: p(
        'Met een klein team stellen we het jaarplan samen op: in juni evalueerden de vier leerkrachten, de intern begeleider en directeur Thomas Meijer het afgelopen jaar, en in de eerste teamvergadering van het schooljaar is het plan vastgesteld.',
        'De medezeggenschapsraad heeft ingestemd. Omdat de directeur ook een tweede school leidt, bewaakt de bouwcoördinator de planning van de speerpunten.',
      ),
      reviews: [
        'Het vorige schoolplan liet zien dat de leesresultaten goed zijn, maar dat het rekenen in de middenbouw achterblijft. Ook het leerlingaantal vraagt aandacht. Die twee punten bepalen dit schoolplan.',
        'Het dagelijks automatiseren staat in alle groepen. De tafeltoets in groep 5 ging van 61% naar 74% voldoende. Het fruitteeltproject was een succes: drie telers kwamen in de klas vertellen.',
        'De rekencoördinator heeft in alle groepen meegekeken; de leerkrachten geven nu instructie aan twee jaargroepen volgens dezelfde opbouw. De peuteropvang en groep 1-2 werken met gezamenlijke thema’s.',
      ],
      support: p(
        'Een kleine school kan veel maatwerk bieden, maar heeft ook grenzen: voor leerlingen die intensieve begeleiding nodig hebben werken we samen met het samenwerkingsverband. Het ondersteuningsteam komt vier keer per jaar bijeen; de intern begeleider werkt twee dagen per week op Het Kompas.',
      ),
      intern: {
        name: 'Marjolein de Bruijn',
        function: 'Intern begeleider',
        organisation_name: 'OBS Het Kompas',
        email: 'm.debruijn@kompas.koers.test',
        phone: '0344 651 420',
      },
      staff: p(
        'Het team bestaat uit zeven medewerkers. Omdat iedere leerkracht een combinatiegroep heeft, volgt het hele team dit jaar de training instructie in combinatiegroepen. Twee leerkrachten volgen de opleiding tot reken- en techniekcoördinator.',
      ),
      formation: p(
        'Bij een klein team is ziekte snel voelbaar. We maken daarom gebruik van de invalpool van het bestuur en hebben een vaste invaller die de school en de kinderen kent.',
      ),
      budget: 980_000,
      budgetNote:
        'Als kleine school ontvangen we de kleinescholentoeslag; die zetten we in voor de onderwijsassistent die we delen met de buurtschool.',
      investments: [
        'We schaffen materialen aan voor het dagelijks automatiseren in alle groepen.',
        'We richten het technieklokaal in en kopen een set gereedschap voor onderzoeksprojecten.',
        'We schaffen de nieuwe rekenmethode aan voor groep 3 tot en met 8.',
      ],
      parents: p(
        'In een dorpsschool zijn ouders dichtbij: zij helpen bij de fruitpluk, de schoolreis en het onderhoud van de moestuin. Twee keer per jaar is er een koffieochtend met de directeur.',
      ),
      council: p(
        'De medezeggenschapsraad bestaat uit twee ouders en twee medewerkers en heeft instemmingsrecht op dit plan en op de schoolgids.',
      ),
    },

    vlinderhof: {
      name: 'OBS De Vlinderhof',
      short: 'De Vlinderhof',
      director: 'Lotte Mulder',
      board: 'Stichting Openbaar Onderwijs Rivierenland',
      hasCalendar: true,
      mission: p(
        'De Vlinderhof is een openbaar kindcentrum in de nieuwbouwwijk Passewaaij in Tiel. Onderwijs, peuteropvang en buitenschoolse opvang zitten onder één dak, met één pedagogische aanpak van 2 tot 13 jaar.',
        '<strong>Onze missie:</strong> kinderen groeien bij ons op tot zelfstandige, nieuwsgierige mensen die zorg dragen voor elkaar en voor hun omgeving.',
      ),
      coreValues:
        p('Wat ons verbindt, van peuter tot groep 8:') +
        ul(
          '<strong>Ontdekken</strong>: het groene schoolplein en de natuur zijn ons tweede klaslokaal.',
          '<strong>Zorg</strong>: voor elkaar, voor dieren en planten en voor de aarde.',
          '<strong>Zelfstandigheid</strong>: kinderen plannen hun werk en kiezen waar ze leren.',
          '<strong>Plezier</strong>: wie met plezier naar school gaat, leert meer.',
        ),
      population: p(
        'De Vlinderhof groeit: de school telt 386 leerlingen in zestien groepen en de gemeente verwacht er in {einde} ruim 420. Veel gezinnen zijn jong en tweeverdieners; driekwart van de kinderen maakt gebruik van de opvang. De schoolweging is 28,9.',
      ),
      strengths: p(
        'De doorgaande lijn met de peuteropvang en het groene schoolplein zijn sterk; ouders waarderen het kindcentrum met een 8,1. Verbeterpunt is rekenen: 41% haalt in groep 8 het niveau 1S, onze ambitie is 50%. Door de groei zijn er veel nieuwe collega’s, wat vraagt om heldere afspraken.',
      ),
      environment: p(
        'Passewaaij is een jonge wijk met veel gezinnen. De gemeente bouwt de komende jaren nog ruim 300 woningen, daarom staan er sinds dit jaar twee tijdelijke lokalen op het plein. Kinderopvang Rivierenland verzorgt de peuteropvang en de buitenschoolse opvang in ons gebouw.',
      ),
      quality: p(
        'Kwaliteitszorg doen we als kindcentrum: onderwijs en opvang evalueren samen de doorgaande lijn. De drie bouwcoördinatoren bespreken de opbrengsten per bouw; de directeur bespreekt de trendanalyse in de kwaliteitsdialoog met het bestuur.',
      ),
      goals: [
        {
          title: 'Eén kindcentrum van 2 tot 13 jaar',
          aim: 'Peuteropvang, onderwijs en buitenschoolse opvang werken met één pedagogisch plan, één overdracht en gezamenlijke thema’s.',
          steps: [
            'Pedagogisch medewerkers en leerkrachten stellen samen een pedagogisch plan op voor het hele kindcentrum.',
            'We voeren een warme overdracht in van peuteropvang naar groep 1 en van school naar bso.',
            'Peuteropvang en groep 1-2 werken met dezelfde thema’s; de bso sluit aan met activiteiten.',
            'We evalueren het kindcentrum met ouders, medewerkers en Kinderopvang Rivierenland.',
          ],
        },
        {
          title: 'Natuur en duurzaamheid',
          aim: 'Iedere groep leert minimaal een middag per week buiten, en leerlingen weten hoe zij zelf bijdragen aan een duurzame wijk.',
          steps: [
            'We leggen een moestuin en een vlindertuin aan op het plein, samen met ouders en de wijkvereniging.',
            'Iedere groep heeft een vaste buitenlesmiddag; we maken een leerlijn natuuronderwijs.',
            'Groep 7 en 8 onderzoeken het energieverbruik van de school en doen voorstellen voor besparing.',
            'We evalueren de leerlijn en vragen het certificaat Gezonde School aan voor het thema natuur.',
          ],
        },
        {
          title: 'Rekenen met heldere afspraken',
          aim: 'In {einde} haalt 50% van groep 8 het niveau 1S voor rekenen (nu 41%); alle groepen geven instructie volgens hetzelfde model.',
          steps: [
            'We leggen afspraken over rekeninstructie vast in een kwaliteitskaart en bespreken die met nieuwe collega’s.',
            'De rekencoördinator en de bouwcoördinatoren bezoeken alle groepen en geven feedback op de instructie.',
            'Leerlingen die meer aankunnen, werken met compacte leerstof en verrijking in de plusklas.',
            'We meten de opbrengsten en stellen de kwaliteitskaart bij.',
          ],
        },
      ],
      process: p(
        'Het jaarplan is opgesteld door directeur Lotte Mulder en de drie bouwcoördinatoren, na de evaluatie met het team in juni. De locatiemanager van Kinderopvang Rivierenland heeft meegeschreven aan het deel over het kindcentrum.',
        'De medezeggenschapsraad heeft ingestemd en de oudercommissie van de opvang heeft advies gegeven.',
      ),
      reviews: [
        'Het vorige schoolplan eindigde met de verhuizing naar het nieuwe gebouw. Onderwijs en opvang zitten nu onder één dak; de volgende stap is dat ze ook samen één kindcentrum vormen.',
        'Het pedagogisch plan voor het hele kindcentrum is klaar en met alle medewerkers besproken. De moestuin is aangelegd; vijftien ouders onderhouden hem samen met de kinderen.',
        'De warme overdracht van peuteropvang naar groep 1 werkt: de leerkrachten van groep 1 kennen ieder nieuw kind al voor de eerste schooldag. Alle groepen hebben een vaste buitenlesmiddag.',
      ],
      support: p(
        'Het schoolondersteuningsprofiel beschrijft de ondersteuning van het kindcentrum. Door de groei heeft De Vlinderhof twee intern begeleiders: een voor de onderbouw en een voor de midden- en bovenbouw. Een specialist meer- en hoogbegaafdheid begeleidt de plusklas.',
      ),
      intern: {
        name: 'Yvonne Smits',
        function: 'Intern begeleider onderbouw',
        organisation_name: 'OBS De Vlinderhof',
        email: 'y.smits@vlinderhof.koers.test',
        phone: '0344 640 210',
      },
      staff: p(
        'Het team groeit mee met de school en telt nu 31 medewerkers, van wie acht in hun eerste of tweede jaar. Startende leerkrachten krijgen een coach en volgen het inductieprogramma van het bestuur. Pedagogisch medewerkers en leerkrachten volgen samen de scholing over het pedagogisch plan.',
      ),
      formation: p(
        'Door de groei openen we komend jaar een zeventiende groep. We werven vroeg, werken samen met de pabo voor een opleidingsplaats en zetten de middelen voor werkdrukverlaging in voor twee onderwijsassistenten.',
      ),
      budget: 3_720_000,
      budgetNote:
        'De groei van het leerlingaantal wordt pas een jaar later bekostigd; het bestuur schiet de kosten van de extra groep voor uit de groeiregeling.',
      investments: [
        'We leggen de moestuin en de vlindertuin aan, met een bijdrage van de wijkvereniging.',
        'We richten de twee tijdelijke lokalen in en schaffen buitenlesmateriaal aan.',
        'We plaatsen zonnepanelen op het dak van de gymzaal, samen met de gemeente.',
      ],
      parents: p(
        'Veel ouders zijn betrokken bij het groene plein en de moestuin. Ouders krijgen via de ouderapp een bericht als hun kind van de opvang naar school gaat en terug. Er zijn drie informatieavonden per jaar, voor onderwijs en opvang samen.',
      ),
      council: p(
        'De medezeggenschapsraad bestaat uit vier ouders en vier medewerkers. De oudercommissie van de opvang en de medezeggenschapsraad vergaderen twee keer per jaar samen.',
      ),
    },

    zonnewijzer: {
      name: 'Daltonschool De Zonnewijzer',
      short: 'De Zonnewijzer',
      director: 'Mohamed Bos',
      board: null,
      hasCalendar: true,
      mission: p(
        'Daltonschool De Zonnewijzer in Tiel is een algemeen bijzondere basisschool met een eigen stichting. Wij werken volgens de daltonprincipes: kinderen krijgen vrijheid, binnen duidelijke grenzen, en leren daarmee verantwoordelijkheid te dragen voor hun werk.',
        '<strong>Onze missie:</strong> kinderen leren bij ons plannen, samenwerken en op hun eigen werk terugkijken, zodat zij met vertrouwen hun weg vinden in het voortgezet onderwijs.',
      ),
      coreValues:
        p(
          'Als daltonschool werken we vanuit de vijf kernwaarden van de Nederlandse Dalton Vereniging:',
        ) +
        ul(
          '<strong>Vrijheid en verantwoordelijkheid</strong>: kinderen kiezen zelf de volgorde van hun taken.',
          '<strong>Zelfstandigheid</strong>: de dag- en weektaak leert kinderen plannen.',
          '<strong>Samenwerking</strong>: kinderen werken in maatjes en helpen elkaar.',
          '<strong>Reflectie</strong>: na iedere weektaak kijken kinderen terug op hun aanpak.',
          '<strong>Effectiviteit</strong>: we gaan zuinig om met onderwijstijd.',
        ),
      population: p(
        'De Zonnewijzer telt 204 leerlingen in negen groepen. Ouders kiezen bewust voor het daltononderwijs; ongeveer een derde van de leerlingen komt van buiten Tiel, uit Zoelen, Wadenoijen en Ophemert. De schoolweging is 29,5.',
      ),
      strengths: p(
        'Leerlingen zijn zelfstandig en kunnen goed plannen; de daltonvisitatie noemde de weektaak een voorbeeld voor andere scholen. Verbeterpunt is schrijven en spelling: 55% haalt in groep 8 het niveau 2F voor taalverzorging, onze ambitie is 65%.',
      ),
      environment: p(
        'Als school met een eigen bestuur (een eenpitter) regelen we veel zelf: personeel, financiën en huisvesting. Voor passend onderwijs en inkoop werken we samen met de schoolbesturen in de regio.',
      ),
      quality: p(
        'De Zonnewijzer heeft een directeur-bestuurder en een raad van toezicht van drie leden. Kwaliteitszorg volgt de cyclus van plannen, uitvoeren, meten en bijstellen; de daltonlicentie wordt iedere vijf jaar getoetst door de Nederlandse Dalton Vereniging.',
      ),
      goals: [
        {
          title: 'Eigenaarschap met de weektaak',
          aim: 'Alle leerlingen van groep 3 tot en met 8 plannen hun weektaak zelf en voeren iedere zes weken een kindgesprek over hun leerdoelen.',
          steps: [
            'We voeren de digitale weektaak in voor groep 5 tot en met 8.',
            'Iedere leerkracht voert iedere zes weken een kindgesprek over de leerdoelen van de leerling.',
            'Leerlingen van groep 7 en 8 stellen samen met de leerkracht hun eigen leerdoelen op.',
            'We evalueren de weektaak en de kindgesprekken met leerlingen en ouders.',
          ],
        },
        {
          title: 'Schrijven en spelling',
          aim: 'In {einde} haalt 65% van groep 8 het niveau 2F voor taalverzorging (nu 55%); kinderen schrijven voor echte lezers.',
          steps: [
            'We kiezen een aanpak voor schrijfonderwijs en scholen het team in spellingsinstructie.',
            'Iedere groep schrijft per periode een tekst voor een echt publiek, zoals de schoolkrant of een brief aan de gemeente.',
            'Spelling wordt onderdeel van de weektaak, met zelfcorrectie en feedback van een maatje.',
            'We meten de opbrengsten en leggen de aanpak vast.',
          ],
        },
        {
          title: 'Daltonlicentie',
          aim: 'Bij de visitatie in {visitatie} behoudt De Zonnewijzer de daltonlicentie voor vijf jaar.',
          steps: [
            'Het team schrijft een daltonborgdocument met de afspraken per groep.',
            'Twee nieuwe leerkrachten volgen de daltonopleiding; collega’s bezoeken elkaar met de daltonkijkwijzer.',
            'We schrijven het visitatierapport en ontvangen de visitatiecommissie.',
            'We verwerken de aanbevelingen van de visitatie in het volgende schoolplan.',
          ],
        },
      ],
      process: p(
        'Het jaarplan is opgesteld door directeur-bestuurder Mohamed Bos met de daltoncoördinator en de intern begeleider, na de evaluatie op de studiedag in juni. De raad van toezicht heeft het plan goedgekeurd.',
        'De medezeggenschapsraad heeft ingestemd. In de teamvergadering van iedere periode bespreken we de voortgang van de speerpunten.',
      ),
      reviews: [
        'Het vorige schoolplan sloten we af met een positieve daltonvisitatie. Wel bleven de resultaten voor spelling achter; daarom is schrijven een speerpunt van dit schoolplan.',
        'De digitale weektaak draait in groep 5 tot en met 8. Leerlingen en ouders zijn positief; het overzicht voor ouders is verbeterd. Het team heeft een aanpak voor schrijfonderwijs gekozen.',
        'De kindgesprekken zijn ingevoerd: iedere leerling had er vorig jaar minimaal vijf. Groep 8 haalde 59% op 2F taalverzorging. Het daltonborgdocument is klaar.',
      ],
      support: p(
        'De Zonnewijzer is aangesloten bij het samenwerkingsverband Rivierenland. Het schoolondersteuningsprofiel beschrijft onze basisondersteuning; de weektaak maakt het goed mogelijk om taken aan te passen aan wat een kind nodig heeft. Voor meer- en hoogbegaafde leerlingen is er twee keer per week een verrijkingsgroep.',
      ),
      intern: {
        name: 'Hatice Demir',
        function: 'Intern begeleider',
        organisation_name: 'Daltonschool De Zonnewijzer',
        email: 'h.demir@zonnewijzer.koers.test',
        phone: '0344 618 470',
      },
      staff: p(
        'Het team bestaat uit 16 medewerkers. Iedere leerkracht heeft een daltoncertificaat of haalt dat binnen twee jaar. Dit jaar volgt het team scholing in spellingsinstructie.',
      ),
      formation: p(
        'Als eenpitter hebben we geen invalpool van een bestuur. We hebben daarom afspraken gemaakt met twee vaste invallers en werken samen met een detacheringsbureau in de regio.',
      ),
      budget: 2_080_000,
      budgetNote:
        'Omdat de stichting één school heeft, houden we een eigen reserve aan voor tegenvallers; de raad van toezicht bewaakt die.',
      investments: [
        'We schaffen laptops aan voor de digitale weektaak in groep 5 tot en met 8.',
        'We kopen nieuwe leesboeken en schrijfmaterialen voor de schrijfhoeken.',
        'We vervangen het meubilair in de stilteruimtes voor zelfstandig werken.',
      ],
      parents: p(
        'Ouders zien in de ouderapp de weektaak van hun kind. Drie keer per jaar is er een driehoeksgesprek met ouder, kind en leerkracht. De ouderraad organiseert de vieringen en de sportdag.',
      ),
      council: p(
        'De medezeggenschapsraad bestaat uit drie ouders en drie medewerkers. Omdat de school een eigen bestuur heeft, overlegt de MR rechtstreeks met de directeur-bestuurder.',
      ),
    },
  };

const TITLES = ['eerste', 'tweede', 'derde', 'vierde'];

/** Puts the schoolplan's years into a profile's texts ({einde}, {visitatie}). */
function withYears(blocks: SeedBlock[], start: number): SeedBlock[] {
  const fill = (text: string) =>
    text.replaceAll('{einde}', String(start + 4)).replaceAll('{visitatie}', String(start + 3));
  return blocks.map((block) =>
    block.type === 'body' ? { ...block, content: fill(block.content) } : block,
  );
}

/** The school's four-year schoolplan, starting 1 August `start`. */
export function schoolPlan(school: SchoolProfile, start: number): SeedBlock[] {
  const years = planYears(start);
  const range = planRange(start);
  return withYears(
    [
      h1('Inleiding'),
      h2('Doel van het schoolplan'),
      body(
        p(
          `In dit schoolplan beschrijft ${school.name} het beleid voor de schooljaren ${years[0]} tot en met ${years[3]}: ons onderwijs, ons personeelsbeleid en hoe we de kwaliteit bewaken, zoals artikel 12 van de Wet op het primair onderwijs vraagt.`,
          `Ieder schooljaar werken we een deel van dit plan uit in een jaarplan. Aan het eind van het schooljaar evalueren we het jaarplan; de uitkomsten bepalen het volgende.`,
        ),
      ),
      h2('Samenhang met andere plannen'),
      body(
        school.board
          ? p(
              `Dit schoolplan vertaalt het koersplan ${range} van ${school.board} naar ${school.short}. De strategische doelen van het bestuur zijn terug te vinden in onze speerpunten.`,
              `Het bestuur heeft het schoolplan vastgesteld; de medezeggenschapsraad heeft ermee ingestemd.`,
            )
          : p(
              `${school.short} heeft een eigen stichting. Dit schoolplan is daarom ook het strategisch beleidsplan van de stichting: de raad van toezicht heeft het goedgekeurd en de medezeggenschapsraad heeft ermee ingestemd.`,
            ),
      ),

      h1('Onze school'),
      h2('Missie en visie'),
      body(school.mission),
      h2('Kernwaarden'),
      body(school.coreValues),
      h2('Leerlingpopulatie'),
      body(school.population),

      h1('Analyse'),
      h2('Sterke punten en verbeterpunten'),
      body(school.strengths),
      h2('Ontwikkelingen in de omgeving'),
      body(school.environment),
      h2('Kwaliteitszorg'),
      body(school.quality),

      h1(`Speerpunten ${range}`),
      ...school.goals.flatMap((goal) => [
        h2(goal.title),
        body(
          p(`<strong>Ambitie:</strong> ${goal.aim}`) +
            ul(...goal.steps.map((step, i) => `<strong>${years[i]}:</strong> ${step}`)),
        ),
      ]),

      h1('Passend onderwijs'),
      body(school.support),
      {
        type: 'file',
        name: 'Schoolondersteuningsprofiel.pdf',
        title: `Schoolondersteuningsprofiel ${school.short}`,
      },
      { type: 'contact', content: school.intern },
      { type: 'contact', content: SWV_RIVIERENLAND },

      h1('Personeel'),
      h2('Professionalisering'),
      body(school.staff),
      h2('Formatie'),
      body(school.formation),

      h1('Ouders en medezeggenschap'),
      body(school.parents + school.council),
    ],
    start,
  );
}

const euros = (amount: number) => `€ ${amount.toLocaleString('nl-NL')}`;

/**
 * The school's jaarplan for `years[index]` of the schoolplan starting `start` (index 0–2: the
 * seed's previous, current and next school year).
 */
export function yearPlan(school: SchoolProfile, start: number, index: 0 | 1 | 2): SeedBlock[] {
  const years = planYears(start);
  const year = years[index];
  const range = planRange(start);
  const status = (
    [
      `Dit jaarplan is afgerond en in juni ${start + 1} geëvalueerd; de conclusies staan in de terugblik van het jaarplan ${years[1]}.`,
      `Dit is het jaarplan van het lopende schooljaar.`,
      `Dit jaarplan is een concept: de medezeggenschapsraad bespreekt het in juni ${start + 2}.`,
    ] as const
  )[index];
  const [first, second, third] = school.goals;
  return withYears(
    [
      h1('Inleiding'),
      h2('Doel van dit plan'),
      body(
        p(
          `In dit jaarplan beschrijft ${school.name} wat we in het schooljaar ${year} doen aan de speerpunten van het schoolplan ${range}, en hoe we de voortgang volgen. Het is het ${TITLES[index]} jaar van dat schoolplan.`,
          status,
        ),
      ),
      h2('Totstandkoming'),
      body(school.process),
      h2('Leeswijzer'),
      body(
        p(
          `Na een korte schets van de school en een terugblik volgen onze drie speerpunten: ${first.title.toLowerCase()}, ${second.title.toLowerCase()} en ${third.title.toLowerCase()}. Daarna komen passend onderwijs, personeel, financiën en ouders aan bod.`,
        ),
      ),

      h1('Onze school'),
      h2('Missie en visie'),
      body(school.mission),
      h2('Kernwaarden'),
      body(school.coreValues),
      h2('Leerlingpopulatie'),
      body(school.population),

      h1('Terugblik'),
      body(p(school.reviews[index])),

      h1(`Speerpunten ${year}`),
      ...school.goals.flatMap((goal) => [
        h2(goal.title),
        body(
          p(`<strong>Ambitie uit het schoolplan:</strong> ${goal.aim}`) +
            p(`<strong>Dit schooljaar:</strong> ${goal.steps[index]}`),
        ),
      ]),

      h1('Passend onderwijs'),
      h2('Schoolondersteuningsprofiel'),
      body(school.support),
      {
        type: 'file',
        name: 'Schoolondersteuningsprofiel.pdf',
        title: `Schoolondersteuningsprofiel ${school.short}`,
      },
      h2('Ondersteuningsteam'),
      body(
        p(
          `Heeft u een vraag over de ondersteuning van een leerling? Neem dan contact op met ${school.intern.name}, ${school.intern.function.toLowerCase()}. Voor advies en arrangementen werken we samen met het samenwerkingsverband.`,
        ),
      ),
      { type: 'contact', content: school.intern },
      { type: 'contact', content: SWV_RIVIERENLAND },

      h1('Personeel'),
      h2('Professionalisering'),
      body(school.staff),
      h2('Formatie'),
      body(school.formation),

      h1('Financiën'),
      h2('Begroting'),
      body(
        p(
          `De begroting ${year} van ${school.short} is sluitend, met ${euros(school.budget + index * Math.round(school.budget * 0.02))} aan inkomsten.`,
          school.budgetNote,
        ),
      ),
      {
        type: 'file',
        name: `Begroting ${year}.pdf`,
        title: `Begroting ${year} ${school.short}`,
      },
      h2('Investeringen'),
      body(p(school.investments[index])),

      h1('Ouders en omgeving'),
      h2('Ouderbetrokkenheid'),
      body(school.parents),
      h2('Medezeggenschap'),
      body(school.council),
      { type: 'file', name: `Schoolgids ${year}.pdf`, title: `Schoolgids ${year} ${school.short}` },

      h1('Planning en evaluatie'),
      h2('Jaarplanning'),
      body(
        p(
          school.hasCalendar
            ? `De studiedagen, ouderavonden en vakanties van ${school.short} staan in de jaarkalender. De werkgroepen plannen hun activiteiten in de eerste twee weken van het schooljaar.`
            : `${school.short} houdt geen jaarkalender in Koers bij: de studiedagen, ouderavonden en vakanties staan in de schoolgids en in de nieuwsbrief.`,
        ),
      ),
      h2('Evaluatie'),
      body(
        p(
          `In juni ${start + index + 1} evalueren ${school.director} en het team alle doelen met de medezeggenschapsraad. De conclusies zijn het vertrekpunt voor het jaarplan ${years[index + 1]}.`,
        ),
      ),
    ],
    start,
  );
}

// ---------------------------------------------------------------------------------------------
// Boards

/** The koersplan of Stichting Openbaar Onderwijs Rivierenland (document 1). */
export function rivierenlandPlan(start: number): SeedBlock[] {
  const end = start + 4;
  return [
    h1('Voorwoord'),
    body(
      p(
        `Voor u ligt het koersplan ${planRange(start)} van Stichting Openbaar Onderwijs Rivierenland. Het beschrijft waar onze elf scholen de komende vier jaar samen aan werken. Het plan is tot stand gekomen met directeuren, leerkrachten, ouders, leerlingen en de gemeenten Tiel, Buren en West Betuwe.`,
      ),
    ),
    h1('Wie wij zijn'),
    h2('Onze scholen'),
    body(
      p(
        'Onder het bestuur vallen elf openbare basisscholen in het Rivierengebied met samen ruim 2.600 leerlingen, van dorpsscholen met vier combinatiegroepen tot een kindcentrum met zestien groepen. Iedere school heeft een eigen gezicht; samen delen we een visie op goed onderwijs.',
      ),
    ),
    h2('Bestuur en toezicht'),
    body(
      p(
        'Het college van bestuur is eindverantwoordelijk; de raad van toezicht houdt toezicht volgens de Code Goed Bestuur in het primair onderwijs. De gemeenschappelijke medezeggenschapsraad adviseert over bovenschoolse zaken.',
      ),
    ),
    h1('Onze koers'),
    h2('Missie'),
    body(
      p(
        '<strong>Openbaar onderwijs dat kansen geeft:</strong> iedere leerling ontwikkelt zijn talenten, ongeacht achtergrond of overtuiging.',
      ),
    ),
    h2('Strategische doelen'),
    body(
      ul(
        `Alle scholen halen in ${end} hun schoolambitie op de referentieniveaus voor lezen en rekenen.`,
        'Burgerschapsonderwijs is op iedere school zichtbaar in een doorlopende leerlijn.',
        'Elke leerling krijgt passende ondersteuning, zo dicht mogelijk bij huis.',
        'We zijn een aantrekkelijke werkgever met ruimte voor ontwikkeling.',
        `Onze gebouwen zijn in ${end} gezond en energiezuinig.`,
      ),
    ),
    h1('Onderwijskwaliteit'),
    h2('Basisvaardigheden'),
    body(
      p(
        'Scholen werken met bewezen effectieve didactiek en meten de voortgang op de referentieniveaus. Het bestuur ondersteunt met een bovenschoolse leesexpert en een netwerk van taal- en rekencoördinatoren.',
      ),
    ),
    h2('Kwaliteitszorg'),
    body(
      p(
        'Iedere school voert jaarlijks een zelfevaluatie uit en krijgt eens in de twee jaar een interne audit door collega-directeuren. De uitkomsten bespreken we in de kwaliteitsdialoog tussen bestuur en directeur.',
      ),
    ),
    h1('Burgerschap en kansengelijkheid'),
    h2('Doorlopende leerlijn'),
    body(
      p(
        'Samen met de scholen ontwikkelen we een leerlijn burgerschap van groep 1 tot en met 8, met aandacht voor democratie, mensenrechten, mediawijsheid en duurzaamheid.',
      ),
    ),
    h2('Kansengelijkheid'),
    body(
      p(
        'Scholen met een hoge schoolweging krijgen extra formatie. We werken samen met de voorschoolse voorzieningen in Tiel, zodat kinderen met een goede start instromen.',
      ),
    ),
    h1('Passend onderwijs'),
    h2('Samenwerkingsverband'),
    body(
      p(
        'Het bestuur maakt deel uit van het Samenwerkingsverband Rivierenland PO. We streven ernaar dat zo min mogelijk leerlingen thuiszitten en dat de verwijzingen naar het speciaal onderwijs dalen.',
      ),
    ),
    {
      type: 'contact',
      content: {
        name: 'Annemiek de Wit',
        function: 'Directeur',
        organisation_name: 'Samenwerkingsverband Rivierenland PO',
        email: 'a.dewit@swv-rivierenland.koers.test',
        phone: '0344 700 200',
      },
    },
    h1('Personeel en organisatie'),
    h2('Goed werkgeverschap'),
    body(
      p(
        'We investeren in begeleiding van startende leerkrachten, een bovenschoolse invalpool en loopbaanpaden voor leerkrachten die zich willen specialiseren.',
      ),
    ),
    h2('Strategische personeelsplanning'),
    body(
      p(
        'Jaarlijks brengen we de verwachte uitstroom en het leerlingaantal per school in beeld en stemmen de werving daarop af.',
      ),
    ),
    h1('Financiën en huisvesting'),
    h2('Financieel beleid'),
    body(
      p(
        'Het bestuur houdt een reservepositie aan die past bij de risico’s. Middelen die niet nodig zijn als buffer zetten we in voor onderwijs. De meerjarenbegroting is sluitend.',
      ),
    ),
    {
      type: 'file',
      name: 'Meerjarenbegroting.pdf',
      title: `Meerjarenbegroting ${planRange(start)} Rivierenland`,
    },
    h2('Huisvesting en duurzaamheid'),
    body(
      p(
        'Samen met de gemeenten werken we aan het integraal huisvestingsplan. Bij renovaties kiezen we voor frisse scholen: goede ventilatie, daglicht en zonnepanelen.',
      ),
    ),
    h1('Monitoring en verantwoording'),
    body(
      p(
        'De voortgang op de strategische doelen rapporteren we twee keer per jaar aan de raad van toezicht en jaarlijks in het bestuursverslag. Scholen vertalen het koersplan in hun schoolplan en jaarplannen.',
      ),
    ),
  ];
}

/** The strategisch beleidsplan of Stichting Christelijk Onderwijs De Linge. */
export function lingePlan(start: number): SeedBlock[] {
  const end = start + 4;
  return [
    h1('Woord vooraf'),
    body(
      p(
        `Met dit strategisch beleidsplan ${planRange(start)} zet Stichting Christelijk Onderwijs De Linge de lijn uit voor haar acht scholen in Leerdam, Geldermalsen, Asperen en Heukelum. Directeuren, teams, ouders en de gemeenschappelijke medezeggenschapsraad dachten mee in drie inspiratiebijeenkomsten.`,
      ),
    ),
    h1('Identiteit'),
    h2('Christelijk onderwijs in de Lingestreek'),
    body(
      p(
        'Onze scholen zijn christelijke scholen die open staan voor ieder kind. De verhalen uit de Bijbel inspireren ons tot naastenliefde, vergeving en hoop. We beginnen de dag met een dagopening en vieren Kerst en Pasen samen met ouders en de kerken in het dorp.',
      ),
    ),
    h2('Levensbeschouwelijke vorming'),
    body(
      p(
        'Kinderen maken kennis met andere religies en levensbeschouwingen. Met de methode voor levensbeschouwing leren ze respectvol het gesprek te voeren over wat voor hen belangrijk is.',
      ),
    ),
    h1('Kleine scholen, sterk samen'),
    h2('Krimp in de dorpen'),
    body(
      p(
        `Vijf van onze scholen hebben minder dan honderd leerlingen, en in de dorpen daalt het aantal kinderen. Uiterlijk in ${end} besluiten we samen met ouders en gemeenten over de toekomst van iedere kleine school. Kwaliteit van onderwijs weegt daarbij zwaarder dan de afstand tot school.`,
      ),
    ),
    h2('Samenwerking tussen scholen'),
    body(
      p(
        'Scholen delen vakleerkrachten voor gym en muziek, en leerkrachten van kleine scholen vormen samen een vakgroep per leerjaar. Zo staat niemand er alleen voor.',
      ),
    ),
    h1('Leren voor later'),
    h2('Lezen, schrijven en rekenen'),
    body(
      p(
        'Iedere school stelt een leesplan op en werkt aan leesplezier. We maken afspraken met de bibliotheken in Leerdam en Geldermalsen over een bibliotheek op school.',
      ),
    ),
    h2('Digitale geletterdheid'),
    body(
      p(
        'Leerlingen leren veilig en bewust omgaan met digitale media, van programmeren tot het herkennen van nepnieuws. Een ICT-coördinator per school zorgt voor een doorgaande lijn van groep 1 tot en met 8.',
      ),
    ),
    h1('Passend onderwijs'),
    body(
      p(
        'De Linge werkt samen in het Samenwerkingsverband Passend Onderwijs Lingestreek. Iedere school heeft een intern begeleider; een bovenschools ondersteuningsteam helpt bij vragen die een school niet alleen kan beantwoorden.',
      ),
    ),
    {
      type: 'contact',
      content: {
        name: 'Wilma Oosterhout',
        function: 'Coördinator ondersteuning',
        organisation_name: 'Samenwerkingsverband Passend Onderwijs Lingestreek',
        email: 'w.oosterhout@swv-lingestreek.koers.test',
        phone: '0345 580 120',
      },
    },
    h1('Medewerkers'),
    h2('Duurzame inzetbaarheid'),
    body(
      p(
        'Een derde van onze leerkrachten is ouder dan 55 jaar. We bieden ouderen ruimte voor minder en ander werk, en koppelen hen aan starters als coach.',
      ),
    ),
    h2('Werven en behouden'),
    body(
      p(
        'Samen met de pabo’s in Gorinchem en Utrecht leiden we leerkrachten op in de school. Nieuwe collega’s krijgen in de eerste twee jaar een vaste begeleider en een lichtere taak.',
      ),
    ),
    h1('Financiën'),
    body(
      p(
        'De Linge heeft een gezonde financiële positie. We gebruiken een deel van de reserve om kleine scholen te ondersteunen zolang er een besluit over hun toekomst ligt.',
      ),
    ),
    {
      type: 'file',
      name: 'Meerjarenbegroting.pdf',
      title: `Meerjarenbegroting ${planRange(start)} De Linge`,
    },
  ];
}

/** The Koers template (document 2): the structure a new plan starts from, with guidance. */
export function templatePlan(): SeedBlock[] {
  const guide = (text: string) => body(p(`<em>${text}</em>`));
  return [
    h1('Inleiding'),
    guide('Beschrijf het doel van het plan, voor wie het is en hoe het tot stand kwam.'),
    h1('Onze school'),
    h2('Missie en visie'),
    guide('Waar staat de school voor? Wat willen jullie leerlingen meegeven?'),
    h2('Leerlingpopulatie'),
    guide('Aantal leerlingen, schoolweging, bijzonderheden van de populatie.'),
    h1('Onderwijskwaliteit'),
    h2('Basisvaardigheden'),
    guide('Resultaten op de referentieniveaus en de ambitie voor taal en rekenen.'),
    h2('Kwaliteitszorg'),
    guide('Hoe bewaakt de school de kwaliteit? Welke cyclus wordt gevolgd?'),
    h1('Burgerschap'),
    guide('Hoe geeft de school invulling aan de burgerschapsopdracht?'),
    h1('Passend onderwijs'),
    guide('Verwijs naar het schoolondersteuningsprofiel en de samenwerking met ketenpartners.'),
    h1('Personeel'),
    guide('Professionalisering, formatie en gesprekkencyclus.'),
    h1('Financiën'),
    guide('Begroting en inzet van bijzondere middelen.'),
    h1('Evaluatie'),
    guide('Wanneer en met wie worden de doelen geëvalueerd?'),
  ];
}
