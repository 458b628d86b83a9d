/**
 * Texts of the demo plan documents: realistic Dutch plan language, so the demo shows what a
 * school's or board's plan looks like (and is long enough to need the table of contents).
 */

export type SeedBlock =
  | { type: 'h1' | 'h2'; content: string }
  | { type: 'body'; content: string }
  | { type: 'file'; name: string; file: 'schoolgids' | 'begroting' | 'sop' }
  | {
      type: 'contact';
      content: {
        name: string;
        function: string;
        organisation_name: string;
        email: string;
        phone: string;
      };
    };

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;

/** A school's plan for one school year (jaarplan), or its four-year schoolplan. */
export function schoolPlan(
  school: string,
  year: string,
  kind: 'jaarplan' | 'schoolplan',
): SeedBlock[] {
  const plan = kind === 'jaarplan' ? `dit jaarplan ${year}` : `dit schoolplan`;
  return [
    { type: 'h1', content: 'Inleiding' },
    { type: 'h2', content: 'Doel van dit plan' },
    {
      type: 'body',
      content: p(
        `In ${plan} beschrijft ${school} welke ontwikkelingen we het komende schooljaar in gang zetten, waarom we daarvoor kiezen en hoe we de voortgang volgen. Het plan is de uitwerking van het koersplan van het bestuur en van de ambities uit ons schoolplan.`,
        'Het plan is geschreven voor het team, de medezeggenschapsraad en het bestuur. Ouders vinden een samenvatting in de schoolgids.',
      ),
    },
    { type: 'h2', content: 'Totstandkoming' },
    {
      type: 'body',
      content: p(
        'De doelen zijn opgesteld na de evaluatie van het vorige schooljaar in de studiedag van juni. Het team heeft in werkgroepen voorstellen uitgewerkt; het managementteam heeft deze getoetst aan de beschikbare tijd en middelen.',
        'De medezeggenschapsraad heeft met het plan ingestemd. Tussentijds bespreken we de voortgang in de teamvergaderingen van november, februari en mei.',
      ),
    },
    { type: 'h2', content: 'Leeswijzer' },
    {
      type: 'body',
      content: p(
        'Elk hoofdstuk begint met de stand van zaken en eindigt met concrete doelen. Waar een doel meetbaar is, staat erbij hoe en wanneer we het meten.',
      ),
    },

    { type: 'h1', content: 'Onze school' },
    { type: 'h2', content: 'Missie en visie' },
    {
      type: 'body',
      content: p(
        `${school} is een openbare basisschool waar ieder kind welkom is. Wij geloven dat kinderen het best leren in een veilige omgeving waarin zij zich gezien voelen, uitgedaagd worden en samen verantwoordelijkheid leren dragen.`,
        '<strong>Onze missie:</strong> elk kind verlaat onze school met stevige basisvaardigheden, zelfvertrouwen en nieuwsgierigheid naar de wereld.',
      ),
    },
    { type: 'h2', content: 'Kernwaarden' },
    {
      type: 'body',
      content:
        p('Onze kernwaarden geven richting aan hoe we met elkaar omgaan en hoe we lesgeven:') +
        ul(
          '<strong>Veiligheid</strong>: duidelijke afspraken en voorspelbaar gedrag van volwassenen.',
          '<strong>Eigenaarschap</strong>: kinderen denken mee over hun leerdoelen en reflecteren op hun werk.',
          '<strong>Samen</strong>: we leren van en met elkaar, in de klas, in het team en met ouders.',
          '<strong>Nieuwsgierigheid</strong>: onderzoekend leren bij wereldoriëntatie en techniek.',
        ),
    },
    { type: 'h2', content: 'Leerlingpopulatie' },
    {
      type: 'body',
      content: p(
        'De school telt ongeveer 240 leerlingen in tien groepen. Een kwart van de leerlingen groeit meertalig op. De schoolweging ligt net boven het landelijk gemiddelde, wat betekent dat we extra aandacht geven aan woordenschat en begrijpend lezen.',
      ),
    },

    { type: 'h1', content: 'Onderwijskwaliteit' },
    { type: 'h2', content: 'Basisvaardigheden: taal en rekenen' },
    {
      type: 'body',
      content:
        p(
          'De resultaten op de referentieniveaus 1F en 2F/1S zijn voor rekenen voldoende, maar voor begrijpend lezen liggen ze onder onze schoolambitie. Dit jaar staat daarom het leesonderwijs centraal.',
        ) +
        ul(
          'Alle groepen werken dagelijks minimaal 30 minuten aan lezen met rijke, betekenisvolle teksten.',
          'In groep 3 tot en met 5 zetten we de aanpak voor technisch lezen voort, met extra leestijd voor risicolezers.',
          'De taalcoördinator begeleidt collega’s met klassenbezoeken en collegiale consultatie.',
        ),
    },
    { type: 'h2', content: 'Kwaliteitszorg en zelfevaluatie' },
    {
      type: 'body',
      content: p(
        'We werken met een cyclus van plannen, uitvoeren, meten en bijstellen. Twee keer per jaar analyseren we de opbrengsten per groep en per vakgebied in een groeps- en schoolbespreking. De uitkomsten leggen we vast in de trendanalyse en bespreken we met het bestuur.',
        'In het voorjaar vullen leerlingen vanaf groep 6, ouders en medewerkers een tevredenheidsvragenlijst in. De inspectie bezocht de school voor het laatst in het kader van het vierjaarlijks onderzoek en beoordeelde de kwaliteit als voldoende.',
      ),
    },
    { type: 'h2', content: 'Opbrengsten' },
    {
      type: 'body',
      content: p(
        'Op de doorstroomtoets scoorde groep 8 vorig jaar boven de signaleringswaarde. Het percentage leerlingen dat 2F/1S haalt voor lezen willen we verhogen van 58% naar 65%.',
      ),
    },

    { type: 'h1', content: 'Burgerschap' },
    { type: 'h2', content: 'Democratie en participatie' },
    {
      type: 'body',
      content: p(
        'Burgerschapsonderwijs is sinds de aangescherpte wettelijke opdracht een vast onderdeel van ons curriculum. Leerlingen leren wat de basiswaarden van de democratische rechtsstaat betekenen: vrijheid, gelijkwaardigheid, begrip, verdraagzaamheid en het afwijzen van discriminatie.',
        'In elke groep voeren we klassengesprekken over actuele thema’s, met duidelijke gespreksregels zodat iedereen zich veilig voelt om een mening te geven.',
      ),
    },
    { type: 'h2', content: 'Diversiteit en identiteit' },
    {
      type: 'body',
      content: p(
        'Als openbare school besteden we actief aandacht aan verschillende levensbeschouwingen en culturen. We vieren feesten uit verschillende tradities en nodigen ouders uit om over hun achtergrond te vertellen.',
      ),
    },
    { type: 'h2', content: 'Leerlingenraad' },
    {
      type: 'body',
      content: p(
        'De leerlingenraad bestaat uit twee vertegenwoordigers van groep 5 tot en met 8 en vergadert zes keer per jaar met de directeur. Dit jaar denkt de raad mee over de inrichting van het schoolplein en het pestprotocol.',
      ),
    },

    { type: 'h1', content: 'Passend onderwijs' },
    { type: 'h2', content: 'Schoolondersteuningsprofiel' },
    {
      type: 'body',
      content: p(
        'In het schoolondersteuningsprofiel (SOP) staat welke ondersteuning wij kunnen bieden en waar onze grenzen liggen. De basisondersteuning is afgestemd met het samenwerkingsverband. Het profiel wordt dit jaar geactualiseerd.',
      ),
    },
    { type: 'file', name: 'Schoolondersteuningsprofiel.pdf', file: 'sop' },
    { type: 'h2', content: 'Samenwerking met ketenpartners' },
    {
      type: 'body',
      content: p(
        'Bij zorgen over de ontwikkeling of thuissituatie van een leerling werken we samen met het wijkteam, de jeugdverpleegkundige van de GGD en de leerplichtambtenaar. Het ondersteuningsteam komt zes keer per jaar bijeen.',
      ),
    },
    {
      type: 'contact',
      content: {
        name: 'Ingrid Hoekstra',
        function: 'Intern begeleider',
        organisation_name: school,
        email: 'ib@school.koers.test',
        phone: '0345 612 300',
      },
    },
    {
      type: 'contact',
      content: {
        name: 'Ruud Kuipers',
        function: 'Onderwijsconsulent',
        organisation_name: 'Samenwerkingsverband Rivierenland PO',
        email: 'r.kuipers@swv-rivierenland.koers.test',
        phone: '0344 700 210',
      },
    },
    { type: 'h2', content: 'Hoogbegaafdheid en verrijking' },
    {
      type: 'body',
      content: p(
        'Leerlingen die meer uitdaging nodig hebben, werken met compacte leerstof en een verrijkingsprogramma. Eén middag per week is er een plusgroep voor groep 5 tot en met 8, begeleid door een specialist meer- en hoogbegaafdheid.',
      ),
    },

    { type: 'h1', content: 'Personeel' },
    { type: 'h2', content: 'Professionalisering' },
    {
      type: 'body',
      content:
        p(
          'Professionalisering sluit aan bij de schooldoelen. Dit jaar volgt het hele team een traject over effectieve leesinstructie.',
        ) +
        ul(
          'Vier studiedagen, waarvan twee gewijd aan lezen en één aan burgerschap.',
          'Collegiale consultatie: iedere leerkracht bezoekt twee keer per jaar een collega.',
          'Individuele scholing volgens het persoonlijk ontwikkelplan.',
        ),
    },
    { type: 'h2', content: 'Lerarentekort en formatie' },
    {
      type: 'body',
      content: p(
        'Het lerarentekort raakt ook onze regio. We werken met een vaste invalpool van het bestuur, begeleiden zij-instromers en bieden stageplaatsen aan studenten van de pabo. Zo bouwen we aan een stabiel team.',
      ),
    },
    { type: 'h2', content: 'Gesprekkencyclus' },
    {
      type: 'body',
      content: p(
        'Met iedere medewerker voeren we jaarlijks een ontwikkelgesprek en eens in de drie jaar een beoordelingsgesprek. De bekwaamheidsdossiers zijn actueel.',
      ),
    },

    { type: 'h1', content: 'Financiën' },
    { type: 'h2', content: 'Begroting' },
    {
      type: 'body',
      content: p(
        `De begroting voor ${year} is sluitend. De lumpsum dekt de personele lasten van de formatie; de middelen voor werkdrukverlaging zetten we in voor een onderwijsassistent in de onderbouw, zoals het team heeft gekozen.`,
      ),
    },
    { type: 'file', name: `Begroting ${year}.pdf`, file: 'begroting' },
    { type: 'h2', content: 'Afbouw Nationaal Programma Onderwijs' },
    {
      type: 'body',
      content: p(
        'De middelen uit het Nationaal Programma Onderwijs lopen af. Interventies die aantoonbaar werken, zoals de extra leestijd, borgen we in de reguliere formatie. Andere interventies beëindigen we.',
      ),
    },
    { type: 'h2', content: 'Investeringen' },
    {
      type: 'body',
      content: p(
        'We vervangen dit jaar de leesmethode in groep 4 tot en met 8 en breiden de schoolbibliotheek uit in samenwerking met de bibliotheek Rivierenland.',
      ),
    },

    { type: 'h1', content: 'Ouders en omgeving' },
    { type: 'h2', content: 'Ouderbetrokkenheid' },
    {
      type: 'body',
      content: p(
        'Ouders zijn partners in de ontwikkeling van hun kind. We organiseren startgesprekken aan het begin van het schooljaar, twee rapportgesprekken en thema-avonden. De nieuwsbrief verschijnt iedere twee weken.',
      ),
    },
    { type: 'h2', content: 'Medezeggenschap' },
    {
      type: 'body',
      content: p(
        'De medezeggenschapsraad bestaat uit drie ouders en drie medewerkers. De raad heeft instemmingsrecht op dit plan en op de schoolgids.',
      ),
    },
    { type: 'file', name: 'Schoolgids.pdf', file: 'schoolgids' },

    { type: 'h1', content: 'Planning en evaluatie' },
    { type: 'h2', content: 'Jaarplanning' },
    {
      type: 'body',
      content: p(
        'De studiedagen, ouderavonden en vakanties staan in de jaarkalender. De werkgroepen plannen hun activiteiten in de eerste twee weken van het schooljaar.',
      ),
    },
    { type: 'h2', content: 'Evaluatie' },
    {
      type: 'body',
      content: p(
        'In juni evalueren we alle doelen met het team en de medezeggenschapsraad. De conclusies zijn het vertrekpunt voor het jaarplan van volgend schooljaar.',
      ),
    },
  ];
}

/** The board's koersplan (document 1). */
export function boardPlan(board: string): SeedBlock[] {
  return [
    { type: 'h1', content: 'Voorwoord' },
    {
      type: 'body',
      content: p(
        `Voor u ligt het koersplan van ${board}. Het beschrijft waar onze scholen de komende vier jaar samen aan werken. Het plan is tot stand gekomen met directeuren, leerkrachten, ouders, leerlingen en de gemeenten in onze regio.`,
      ),
    },
    { type: 'h1', content: 'Wie wij zijn' },
    { type: 'h2', content: 'Onze scholen' },
    {
      type: 'body',
      content: p(
        'Onder het bestuur vallen openbare basisscholen in het Rivierengebied, van dorpsscholen met vier combinatiegroepen tot een stadsschool met twintig groepen. Iedere school heeft een eigen gezicht; samen delen we een visie op goed onderwijs.',
      ),
    },
    { type: 'h2', content: 'Bestuur en toezicht' },
    {
      type: 'body',
      content: p(
        'Het college van bestuur is eindverantwoordelijk; de raad van toezicht houdt toezicht volgens de Code Goed Bestuur in het primair onderwijs. De gemeenschappelijke medezeggenschapsraad adviseert over bovenschoolse zaken.',
      ),
    },
    { type: 'h1', content: 'Onze koers' },
    { type: 'h2', content: 'Missie' },
    {
      type: 'body',
      content: p(
        '<strong>Openbaar onderwijs dat kansen geeft:</strong> iedere leerling ontwikkelt zijn talenten, ongeacht achtergrond.',
      ),
    },
    { type: 'h2', content: 'Strategische doelen' },
    {
      type: 'body',
      content: ul(
        'Alle scholen halen in 2028 hun schoolambitie op de referentieniveaus voor lezen en rekenen.',
        'Burgerschapsonderwijs is op iedere school zichtbaar in een doorlopende leerlijn.',
        'Elke leerling krijgt passende ondersteuning, zo dicht mogelijk bij huis.',
        'We zijn een aantrekkelijke werkgever met ruimte voor ontwikkeling.',
        'Onze gebouwen zijn in 2030 gezond en energiezuinig.',
      ),
    },
    { type: 'h1', content: 'Onderwijskwaliteit' },
    { type: 'h2', content: 'Basisvaardigheden' },
    {
      type: 'body',
      content: p(
        'Scholen werken met bewezen effectieve didactiek en meten de voortgang op de referentieniveaus. Het bestuur ondersteunt met een bovenschoolse leesexpert en een netwerk van taal- en rekencoördinatoren.',
      ),
    },
    { type: 'h2', content: 'Kwaliteitszorg' },
    {
      type: 'body',
      content: p(
        'Iedere school voert jaarlijks een zelfevaluatie uit en krijgt eens in de twee jaar een interne audit door collega-directeuren. De uitkomsten bespreken we in de kwaliteitsdialoog tussen bestuur en directeur.',
      ),
    },
    { type: 'h1', content: 'Burgerschap en kansengelijkheid' },
    { type: 'h2', content: 'Doorlopende leerlijn' },
    {
      type: 'body',
      content: p(
        'Samen met de scholen ontwikkelen we een leerlijn burgerschap van groep 1 tot en met 8, met aandacht voor democratie, mensenrechten, mediawijsheid en duurzaamheid.',
      ),
    },
    { type: 'h2', content: 'Kansengelijkheid' },
    {
      type: 'body',
      content: p(
        'Scholen met een hoge schoolweging krijgen extra formatie. We werken samen met voorschoolse voorzieningen zodat kinderen met een goede start instromen.',
      ),
    },
    { type: 'h1', content: 'Passend onderwijs' },
    { type: 'h2', content: 'Samenwerkingsverband' },
    {
      type: 'body',
      content: p(
        'Het bestuur maakt deel uit van het samenwerkingsverband Rivierenland. We streven ernaar dat zo min mogelijk leerlingen thuiszitten en dat de verwijzingen naar het speciaal onderwijs dalen.',
      ),
    },
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
    { type: 'h1', content: 'Personeel en organisatie' },
    { type: 'h2', content: 'Goed werkgeverschap' },
    {
      type: 'body',
      content: p(
        'We investeren in begeleiding van startende leerkrachten, een bovenschoolse invalpool en loopbaanpaden voor leerkrachten die zich willen specialiseren.',
      ),
    },
    { type: 'h2', content: 'Strategische personeelsplanning' },
    {
      type: 'body',
      content: p(
        'Jaarlijks brengen we de verwachte uitstroom en het leerlingaantal per school in beeld en stemmen de werving daarop af.',
      ),
    },
    { type: 'h1', content: 'Financiën en huisvesting' },
    { type: 'h2', content: 'Financieel beleid' },
    {
      type: 'body',
      content: p(
        'Het bestuur houdt een reservepositie aan die past bij de risico’s. Middelen die niet nodig zijn als buffer zetten we in voor onderwijs. De meerjarenbegroting is sluitend.',
      ),
    },
    { type: 'file', name: 'Meerjarenbegroting.pdf', file: 'begroting' },
    { type: 'h2', content: 'Huisvesting en duurzaamheid' },
    {
      type: 'body',
      content: p(
        'Samen met de gemeenten werken we aan het integraal huisvestingsplan. Bij renovaties kiezen we voor frisse scholen: goede ventilatie, daglicht en zonnepanelen.',
      ),
    },
    { type: 'h1', content: 'Monitoring en verantwoording' },
    {
      type: 'body',
      content: p(
        'De voortgang op de strategische doelen rapporteren we twee keer per jaar aan de raad van toezicht en jaarlijks in het bestuursverslag. Scholen vertalen het koersplan in hun schoolplan en jaarplannen.',
      ),
    },
  ];
}

/** The Koers template (document 2): the structure a new plan starts from, with guidance. */
export function templatePlan(): SeedBlock[] {
  const guide = (text: string) => ({ type: 'body' as const, content: p(`<em>${text}</em>`) });
  return [
    { type: 'h1', content: 'Inleiding' },
    guide('Beschrijf het doel van het plan, voor wie het is en hoe het tot stand kwam.'),
    { type: 'h1', content: 'Onze school' },
    { type: 'h2', content: 'Missie en visie' },
    guide('Waar staat de school voor? Wat willen jullie leerlingen meegeven?'),
    { type: 'h2', content: 'Leerlingpopulatie' },
    guide('Aantal leerlingen, schoolweging, bijzonderheden van de populatie.'),
    { type: 'h1', content: 'Onderwijskwaliteit' },
    { type: 'h2', content: 'Basisvaardigheden' },
    guide('Resultaten op de referentieniveaus en de ambitie voor taal en rekenen.'),
    { type: 'h2', content: 'Kwaliteitszorg' },
    guide('Hoe bewaakt de school de kwaliteit? Welke cyclus wordt gevolgd?'),
    { type: 'h1', content: 'Burgerschap' },
    guide('Hoe geeft de school invulling aan de burgerschapsopdracht?'),
    { type: 'h1', content: 'Passend onderwijs' },
    guide('Verwijs naar het schoolondersteuningsprofiel en de samenwerking met ketenpartners.'),
    { type: 'h1', content: 'Personeel' },
    guide('Professionalisering, formatie en gesprekkencyclus.'),
    { type: 'h1', content: 'Financiën' },
    guide('Begroting en inzet van bijzondere middelen.'),
    { type: 'h1', content: 'Evaluatie' },
    guide('Wanneer en met wie worden de doelen geëvalueerd?'),
  ];
}
