/**
 * Norwegian and Danish read as Swedish. Neighbours from Norway and Denmark write to a Swedish
 * landlord in their own language or half in it ("det lukter brent i kjelleren", "vann renner fra
 * taket"); the rules and the model know Swedish words. A message that is plainly Norwegian or Danish
 * (two of its words are no Swedish word, or it spells with æ or ø) has those words replaced by their
 * Swedish ones; other messages are left as they are, so a Swedish "vann" (won) or "fra" in an
 * English text is never touched. Only words a fault report needs are listed: function words that
 * carry negation, time and place, and the nouns and verbs of faults.
 */

// Words no Swedish message has, each a sign that the message is Norwegian or Danish.
const MARKERS = new Set(
  'ikke jeg meg deg seg hun noe noen dere hva hvor hvem hvordan hvis veldig lukter lugter brent brænder mellom etter siden gulvet kjeller kjelleren kjøkken kjøkkenet køkken køkkenet heisen heis etasje også fra nå vann vand røyk røg hjelp hjælp hjemme gjerne sånn'.split(
    ' ',
  ),
);

// Norwegian or Danish word = its Swedish word.
const PAIRS = [
  // Function words: negation, people, time, place.
  'ikke=inte ik=inte jeg=jag meg=mig deg=dig seg=sig hun=hon noe=något noen=någon dere=ni',
  'og=och er=är vært=varit hva=vad hvor=var hvem=vem hvordan=hur hvis=om fra=från til=till',
  'opp=upp ned=ner nede=nere oppe=uppe mellom=mellan etter=efter før=före nå=nu',
  'nettopp=precis siden=sedan sia=sedan morges=morse kveld=kväll kvelden=kvällen uke=vecka',
  'uka=veckan uken=veckan uker=veckor forrige=förra dager=dagar døgn=dygn timer=timmar',
  'minutter=minuter kvarter=kvart halvtime=halvtimme stad=stund veldig=väldigt mye=mycket',
  'litt=lite også=också hjemme=hemma hjelp=hjälp hjælp=hjälp gjerne=gärna ringe=ringa sånn=så',
  'hele=hela flere=flera måned=månad måneder=månader måneden=månaden sommeren=sommaren',
  'sommer=sommar tjue=tjugo to=två seks=sex syv=sju åtte=åtta ti=tio et=ett klokka=klockan',
  'klokken=klockan lunsj=lunch flyttet=flyttade kvelder=kvällar time=timme timen=timmen',
  'lørdag=lördag søndag=söndag mandag=måndag tirsdag=tisdag igjen=igen aldri=aldrig',
  // Water and drains.
  'vann=vatten vannet=vattnet vand=vatten vandet=vattnet varmtvann=varmvatten',
  'varmtvannet=varmvattnet renner=rinner rant=rann drypper=droppar drypp=dropp lekker=läcker',
  'lekket=läckt lekkasje=läcka lekkasjen=läckan fosser=forsar spruter=sprutar sluk=golvbrunn',
  'sluket=golvbrunnen avløp=avlopp avløpet=avloppet kloakk=kloak kloakkvann=avloppsvatten',
  'dusj=dusch dusjen=duschen badet=badrummet baderom=badrum baderommet=badrummet',
  'vasken=handfatet rør=rör røret=röret rørene=rören stoppekran=avstängningsventil',
  'stoppekranen=avstängningsventilen oversvømmelse=översvämning oversvømt=översvämmat',
  'bobler=bubblar',
  // Smell, smoke, fire, gas.
  'lukter=luktar lugter=luktar lugt=lukt brent=bränt brændt=bränt svidd=bränt brenner=brinner',
  'brænder=brinner brann=brand røyk=rök røg=rök røykvarsler=brandvarnare',
  'røykvarsleren=brandvarnaren røgalarm=brandvarnare brannalarm=brandlarm',
  'brannalarmen=brandlarmet flammer=lågor gass=gas gassen=gasen gasskomfyr=gasspis',
  'gasskomfyren=gasspisen komfyr=spis komfyren=spisen kullos=kolmonoxid kulos=kolmonoxid',
  'kulilte=kolmonoxid hodepine=huvudvärk suser=susar hyler=tjuter',
  // Electricity.
  'strøm=ström strømmen=strömmen stikkontakt=uttag stikkontakten=uttaget stikkontakter=uttag',
  'sikring=säkring sikringen=säkringen sikringene=säkringarna sikringsskap=säkringsskåp',
  'sikringsskapet=säkringsskåpet elskap=elskåp elskapet=elskåpet gnister=gnistor lyset=ljuset',
  'lys=ljus lyspære=glödlampa lyspæren=glödlampan lader=laddare laderen=laddaren',
  'ledning=sladd ledningen=sladden',
  // Lift, doors, locks, glass.
  'heis=hiss heisen=hissen etasje=våning etasjene=våningarna etg=vån dør=dörr døren=dörren',
  'dørene=dörrarna ytterdør=ytterdörr ytterdøren=ytterdörren balkongdøren=balkongdörren',
  'nøkkel=nyckel nøkkelen=nyckeln nøgle=nyckel låsen=låset innelåst=inlåst smekker=slår',
  'åpen=öppen åpne=öppna åpner=öppnar åpnet=öppnade hull=hål knust=krossad knuste=krossade',
  'ruten=rutan rute=ruta vinduet=fönstret vindu=fönster speilet=spegeln skarpe=vassa',
  'biter=bitar',
  // Rooms and parts of the building.
  'kjeller=källare kjelleren=källaren kjellergangen=källargången kjøkken=kök kjøkkenet=köket',
  'køkken=kök køkkenet=köket stuen=vardagsrummet soverommet=sovrummet gulvet=golvet gulv=golv',
  'veggen=väggen trappeoppgang=trapphus trappeoppgangen=trapphuset oppgang=uppgång',
  'oppgangen=uppgången inngangen=entrén inngangsdøren=entrédörren søppelrom=soprum',
  'søppelrommet=soprummet sykkelrommet=cykelrummet boden=förrådet bod=förråd bodene=förråden',
  'vaskerom=tvättstuga vaskerommet=tvättstugan leiligheten=lägenheten leilighet=lägenhet',
  'naboen=grannen nabo=granne',
  // Appliances, heat, outside.
  'kjøleskap=kylskåp kjøleskapet=kylskåpet køleskab=kylskåp fryseren=frysen',
  'vaskemaskin=tvättmaskin vaskemaskinen=tvättmaskinen oppvaskmaskin=diskmaskin',
  'oppvaskmaskinen=diskmaskinen tørketrommel=torktumlare tørketrommelen=torktumlaren',
  'tørkeskap=torkskåp tørkeskapet=torkskåpet ovnen=ugnen ovn=ugn viften=fläkten vifte=fläkt',
  'varme=värme varmen=värmen kaldt=kallt kald=kall kalde=kalla radiatorene=elementen',
  'radiatoren=elementet snø=snö snøen=snön glatt=halt sklidd=halkat sklir=halkar',
  'istapper=istappar løsnet=lossnat virker=fungerar bakken=marken bakke=mark',
  'fortauet=trottoaren fortau=trottoar datter=dotter datteren=dottern sønn=son sønnen=sonen',
  'bøtte=hink bøtten=hinken første=första ignorer=ignorera klassifiser=klassificera',
  'tidligere=tidigare funker=funkar sluttet=slutat stoppet=stannat mus=möss rotter=råttor',
].join(' ');
const WORDS: Record<string, string> = Object.fromEntries(PAIRS.split(' ').map((p) => p.split('=')));

const FOREIGN_LETTERS = /[æø]/iu;

/** Whether a message is Norwegian or Danish rather than Swedish. */
export function isNeighbourLanguage(text: string): boolean {
  let signs = FOREIGN_LETTERS.test(text) ? 1 : 0;
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (MARKERS.has(w)) signs++;
    if (signs >= 2) return true;
  }
  return false;
}

/** The text with its Norwegian and Danish words in Swedish, when it is Norwegian or Danish. */
export function asSwedish(text: string): string {
  if (!isNeighbourLanguage(text)) return text;
  return text
    .replace(/\p{L}+/gu, (w) => WORDS[w.toLowerCase()] ?? w)
    .replace(/ø/gu, 'ö')
    .replace(/Ø/gu, 'Ö')
    .replace(/æ/gu, 'ä')
    .replace(/Æ/gu, 'Ä');
}
