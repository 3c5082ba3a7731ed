Dva mladí bílí muži jsou venku poblíž mnoha keřů.
Několik mužů v ochranných přilbách obsluhují velký kladkový systém.
Malá dívka leze do dřevěného hračkového domu.
Muž v modrém tričku stojí na žebříku a myje okno.
Dva muži připravují u sporáku jídlo.
Muž v zeleném drží kytaru zatímco další muž pozoruje jeho košili.
Muž se směje na vycpaného lva.
Modní dívka mluví do svého mobilního telefonu zatímco klouzá pomalu po ulici.
Žena s velkou kabelkou jde u brány.
Chlapci tančící na tyčích uprostřed noci.
Baletní třída pěti dívek skákající v řadě.
Čtyři kluci, tři nosící čepice, jeden ne, skáčou z vrcholu schodiště.
Černý a flekatý pes bojují
Muž v neonově zelené a oranžové uniformě řídí zelený traktor.
Několik žen čeká venku ve městě.
Dáma v černém vršku s brýlemi cukruje bábovku.
Malá holčička sedí před velkou namalovanou duhou.
Muž leží na lavičce, ke které je také přivázán bílý pes.
Pět lidí s nástroji sedí v kruhu.
Parta starších lidí hraje společně na klarinety, zatímco čtou noty.
Velká stavba se rozbila a leží na vozovce.
Velký dav lidí stojí venku před vchodem do stanice metra.
Muž si nechává dělat tetování na svá záda.
Dvě děti sedí na malé houpačce v písku.
Muž, který je oblečený do reflexní vesty a ochranné přilby, drží vlajku na silnici.
Osoba oblečená v modrém plášti stojí na rušném chodníku a studuje obraz ulice.
Muž v zelených kalhotách, který jde po ulici.
Malé dítě leze na červená lana na dětském hřišti.
Ty víš, že vypadám jako Justin Bieber.
Mladý muž v černo-žluté bundě na něco zírá a směje se.
Muž, který stojí u pisoáru s hrnkem kávy.
Pět lidí, kteří jdou s barevnou oblohou v pozadí.
Starý muž, který pije sám pivo.
Vycvičený policejní pes sedí vedle svého trenéra před policejní dodávkou.
Osoba, která jede na kole po zasněžené cestě.
Pět mužů, jednotně oblečených v bílé košili, kravatě a černých volných kalhotách hovoří u zadní části otevřené dodávky.
Muž s čepicí kšiltem dozadu pracuje se stroji.
Černá žena a bílý muž pracují v továrně a balí sklenice se svíčkami do krabic.
Asiský muž, který zametá cestu pro pěší.
Muž se naklání do auta a mluví k řidiči a muž na kole se na to dívá.
Dvě mladá batolata, která jsou venku na trávě.
Lidé sledují osobu v divném vozítku na náměstí.
Muž kráčí kolem stříbrného vozidla.
Krásná nevěsta, která jde na chodníku s svým novým manželem.
Malý chlapec hrající kostičky v McDonaldu.
Bílý pes se třese na břehu pláže s oranžovým míčem.
Skupina lidí griluje v parku.
Muž ve slunečních brýlích dává svou paži okolo ženy v černo-bílé halence.
Muž s kloboukem z balónků a lidé, kteří jedí venku u piknikových stolů.
Chlapec překopává dřevo nad třemi dětmi při soutěži v Taekwondu.
Chlapec v červené bundě, který lije vodu na muže v bílém triku.
Muž v červené bundě si stíní před sluníčkem a zkouší číst kus papíru.
Muži, kteří se procházejí ulicí s dětmi.
Malý chlapec stojí na ulici, zatímco muž v montérkách pracuje na kamenné zdi.
Černý pes přeskakuje přes kládu.
Muž v obleku běží okolo dalšího pána, také oblečeného v obleku.
Muž v červeném triku, který jede na svém kole okolo vody.
Bosonohý muž, který má olivově zelené šortky, griluje párky na malém propanovém grilu, zatímco drží modrý plastový hrnek.
Pes běží ve sněhu.
Dav stojí a čeká na zelenou.
Muž na lyžích, který se dívá na umělecká díla k prodeji ve sněhu.
Sedm horolezců stoupá na stěnu, zatímco další muž stojí a drží provaz.
Mladé ohebné tělo gymnastky se vznáší nad kladinou.
Mladý chlapec tlačí hračkovou čtyřkolku okolo gumového bazénu.
Žena v červené větrovce, která se dívá střešním dalekohledem na město dole.
Muž stojí před malým červeným předmětem, který vypadá jako letadlo.
Pes si hraje s hadicí.
Muž a malá dívka šťastně pózující před svým košíkem v supermarketu.
Bílý pes se chystá chytnout žlutou psí hračku.
Muž v zelené mikině s rukou zakrývající část obličeje v restauračním boxu.
Černo-bílý pes skáče směrem ke žluté hračce.
Dva turisté odpočívající u plochy sněhu.
Muž, který ukazuje svůj nový dřevěný výtvor.
Starší otec a jeho dospělý syn připravují na kempování v přírodě.
Vousatý cestovatel v červeném triku, který sedí v autě a čte mapu.
Mladý chlapec mává rukou na kachnu ve vodě obklopené zeleným parkem.
Pár sedí na trávě s miminkem a kočárkem.
Nějací muži stojí před budovou vedle zaparkovaného auta.
Černý pes běží vodou.
Muž vrtá skrz zamrzlý led rybníka.
Dva velcí světlehnědí psi si hrají podél písečné pláže.
Osoba v modrém a červeném šplhá s dvěma cepíny.
Tři lidé, kteří jdou po pěšině na louce.
Muž v černém oděvu odhazuje sníh na ulici, bez ohledu na veřejnou bezpečnost.
Pár stojí za svým svatebním dortem.
Mokrý černý pes nese zelenou hračku trávou.
Vesničané prodávají svou úrodu na trhu.
Na přelidněném koncertě, muž v bílém se přibližuje k hlavnímu zpěvákovi, který nosí žluté triko.
Chlapec skáče na svém skateboardu, zatímco dav se dívá.
Muž a malé dítě jsou ve žlutém kajaku na vodě.
Dva lidé sedí na lavičce a jedna žena stojí u nich.
Staveniště na ulici, kde pracují tři muži.
Dva muži, kteří sedí a hovoří na lavičce s billboardem s reklamou na brýle v pozadí.
Skupina mladých pochoduje po ulici mávajíce vlajkami, které ukazují barevné spektrum.
Tři staří muži sledují dalšího muže jak připravuje rybu.
Žena v bílém tílku se zelenou kolovou sukní, která zpívá píseň na jevišti.
Dva muži a dvě ženy sedící venku na schodech.
Hnědý a černý labrador jsou venku a černý labrador chytá hračku do své huby.
Chlapec v červené bundě, který je hokejový brankář, dřepí u brány s hokejkou.
Muž s batohem sedí na dvorku budovy před uměleckou sochou a čte.
Chlapec v batolecím věku v červeném klobouku držící se nějakých tyčí.
Tři psi stojí v travnatém poli, zatímco osoba klečí nedaleko.
Muž stojí před mrakodrapem.
Žena se prochází se svým dítětem v kočárku v místním parku.
Muž v červeném tričku sedí vedle ovoce na prodej.
Mladý blonďatý chlapec a tmavovlasá dívka jí u dětského stolu.
Chlapec jí své jídlo venku u stolu.
Muž, který nosí černou hraje na koncertě na elektrickou kytaru.
Dívka hrající softball zasáhne míč téměř přímo dolů.
Muž černé košili hraje na černě zbarvenou kytaru.
Muž, který nosí černé triko, uhlazuje beton v městské oblasti.
Žena v bílé košili sedí u stolu v pěkné restauraci.
Žena leží na červené dece v parku.
Osamělý muž stojí večer na mostě.
Dítě jde na travnatém poli.
Muž se psem griluje zelené fazolky.
Tři lidé odpočívají na skalní římse nad horami.
Mnoho lidí přechází velmi vysokou lávku se stromy pokrytým kopcem v pozadí.
Mladý chlapec vyhlížející dav v nafukovacích člunech.
Dvě malé dívky a starý muž diskutují.
Asijský muž a blonďatá žena, kteří se drží venku za ruce, muž v pozadí se dívá.
Starší muž s šedými vlasy sedí na židli a hraje na velký nástroj vyrobený z bambusu.
Muž v bílé košili jede na kole na rušné ulici.
Muž stojí na žebříku a maluje cihly.
Třicátník s telefonem v metru.
Dvě ženy jdou po přechodu a v pozadí je autobus.
Skupina lidí jí nudle.
Žena nese mísu plnou ovoce na své hlavě blízko oceánu.
Chlapík v díře, který je oblečen v modré.
Čtyři děti se smějí, zatímco společně pózují s kolem, které je pro ně moc velké.
Dva jednotlivci, muž a žena, stojící v lesnaté oblasti okolo vany.
Spící miminko je v něčích rukou a má oblečen růžový pruhovaný oděv
Člen afrického kmene pozorně sleduje fotoaparát v kmenových šatech.
Samurajský bojovník v úplně černých šatech vyndavá svůj meč z pochvy na venkovní tréninkové podložce.
Několik mladých lidí, kteří sedí na zábradlí nad přeplněnou pláží.
Pět turistů, jeden je otočený k fotoaparátu a jiní odvráceni od něj, procházejí skalnatým korytem řeky.
Ochranka stojí u kovové osvětlené sochy.
Dvě ženy, jedna v zelené a druhá ve fialové, které umývají chodník.
Dvě dívky dřepí před nějakými keři a mluví do svých mobilních telefonů.
Mladá dívka pestrobarevně oblečená držící oranžový míč ve své pravé ruce a chodící zelenou trávou za domem.
Mladé dítě si hraje s hračkou, zatímco leží na podlaze.
Malý chlapec, který je skateboardista, provádí kousky se svým prknem, zatímco další mladý skateboardista se dívá.
Dvě děti se smějí v trávě.
Mladá žena, která drží lahev, se natahuje z lavičky aby si potřásla mužovou rukou.
Řidič, který komunikuje svou vysílačkou.
Dívka pádlující po velké řece, jak je vidět zezadu.
Dívka s copánky si hraje ve vodě.
Pár ve svetrech sedí u stolu v restauraci.
Pokrm je na stole v restauraci.
Dva stavební dělníci sedí na ocelovém nosníku.
Dítě radostně míchá těsto v misce.
Dvě děti si za slunečného dne hrají s míčem v blátě.
Malá dívka, který se dívá do brožurky o jízdě vlakem.
Dvě ženy sedí a mluví a smějí se společně.
Lidé, kteří společně běží po chodníku v parku.
Malé dítě skáče šipku do bazénu.
Světle zbarvený pes běží po pláži.
Muž si hoví v dřevěném lavóru s vodou, zatímco jí ovoce.
Muž spí na lavičce nedaleko autobusové zastávky.
Malá dívka v červeném triku a džínách šplhá po malém stromě, zatímco další malá dívka se dívá.
Muž spící v autě, které řídí.
Žena v červeném triku je pod dekou a spí ve voze.
Muž v domácí kuchyni obrací palačinku neobyčejně vysoko.
Několik hasičů zareagovalo na poplach.
Několik hasičů stojí venku z budovy blízko hasičského auta.
Pláž s modrými a červenými čluny, s lidmi na břehu.
Muži, kteří mají helmy a bezpečnostní vesty, pracují.
Prodavačka časopisů sedí za velmi barevnou koláží časopisů.
Muž v ochranné přilbě má modré triko a modré džínové lacláče.
V pekárně, tlustý starší pekař spí, zatímco jeho učeň si vytírá mouku z očí a sedí vedle něj.
Skupina mužů bez košile sedí ve stínu na tropické pláži.
Chlapec v modrých plavkách na pláži.
Lyžař má výhled na zasněženou horu.
Chlapec, který má červená triko jede na svém kole vpravo vedle kupy hlíny.
Cyklisté v cyklistickém závodě projíždějí ostrou levou zatáčkou.
Tři chlapci, kteří si hrají a jezdí na hromadě písku uprostřed.
Starší muž s vycházkovou holí se ohýbá blízko muže a ženy.
Doktor a sestra v modrém operačním oblečení operují.
Černo-bílý pes skáče po žluté hračce.
Huňatý pes pronásleduje dobrmana na pláži.
Muž stojí po odvalení bowlingové koule po dráze.
Starý, větrem ošlehaný, vousatý muž, který je oblečený v černém, jede na krásném bílém oslu na bílých kamenech.
Muž a žena dřímající na modré pohovce.
Muž, který nosí žluté triko hází oštěp na dráhu.
Dav sledující horkovzdušné balóny v noci.
Žena si čte časopis přes rameno jiné ženy.
Dva muži dřepí v noci u rozsvícených svíček.
Mladý muž jde rušnou ulicí vedle nákupního střediska.
Malý chlapec jede při závodě na svém kole.
Skupina lidí, která sedí u stolu v potemnělé místnosti.
Muž se dvěma psy na pláži.
Chlapec je pokrytý mýdlovou pěnou a obličej má očištěný.
Tucty lidí se baví na lodi.
Mladá žena na člunu ve světle barevnách bikinách kopá muže nosícího slaměný kovbojský klobouk.
Chlapec, který se klouže po klouzačce do bazénu s barevnými nafukovacími kruhy.
Muž v neoprenu vyhazuje batole do vzduchu a je připraven ho chytit.
Skupina lidí jede vzadu na terénním autě ve vesnické oblasti dolů ulicí.
Dva kuchaři připravují hamburgery v restaurační kuchyni.
Dva malí chlapci se ksichtí.
Osoba s hnědými kalhotami sedí u oplocené oblasti, ve které létají jiskry.
Žena na kopci u bílého kříže, která má vyhlídku na pláž.
Čtyři dívky sedí v trávě, zatímco několik mužů stojí blízko nich.
Muži odhazují sníh ze železnice.
Muž, dívka a dva koně jsou blízko ohně.
Dělníci, kteří nosí reflexní vesty pracují u vlaku.
Starší muž, který se dívá na klasický, venkovský Volkswagen Brouk.
Žena sestavuje bílý kovový rám na chodníku.
Jsou tam tři psi, kteří zírají na míč uprostřed nich.
Muž bez košile a žena sedící na molu.
Muži v bezpečnostních vestách pracují na trati.
Muž spravuje ulici se svým nářadím.
Žena s nazrzlými vlasy, která si nanáší řasenku na své řasy.
Bílý pes má hlavu na zemi.
Žena v modrých šortkách a bílém triku leze na lezecké stěně.
Mnoho skútrů je zaparkováno na chodníku.
Helikoptéra oblastní parkové policie je připravená k přistání.
Muž v reflexní bundě se staví na lešení.
Skupina čtrnácti je shromážděna v hale s jídelním stolem a pódiem.
Dospívající chlapec skáče na nafukovací klouzačce.
Rodina, která si za krásného dne hraje na traktoru.
Starší žena, která smaží jídlo na pánvičce v kuchyni.
Dva lidé se přiblížili k nápadné mladé ženě oblečené v červených bikinách a červené pernaté čelence.
Dva lyžaři projíždí lesem.
Lyžaři na vrcholu zasněženého kopce.
Hnědý pes, který běží vedle trávy.
Žena v zeleném triku a džínách klečí na vstupním schodišti s kávou v ruce, její kabelka je vedle ní a velké dveře za ní, zatímco vyplňuje papíry.
Lidé přechází ulici na městské křižovatce.
Žena, která je oblečená ve světle fialové a má na sobě s korsáž, spíná ruce do klína.
Matka a děti rybaří v noci na promenádě.
Šest mužů, kteří hrají hru v písku s dřevěnými pádly.
Žena v tílku, která je obklopena třemi dětmi, se směje.
Muž v černém triku a černých kalhotách pracuje na motoru ve starém zeleném automobilu s žlutým kanystrem benzínu stojícím na trávě.
Žena v modré bundě jede blízko vody na hnědém poníkovi.
Dva koně táhnou kočár, který je řízený ženou, přes sněhem pokrytou zem.
Osoba, který šplhá dolů po strmém skalním útesu pomocí lana.
Skupina turistů odpočívá před horou.
Žena, která stojí před křídovou kresbou.
Tři mladí dospělí sedí okolo, s dívkou předstírající kopnutí do obličeje jednoho z chlapců, zatímco se smějí, a chlapec za ním vypadá že je uprostřed věty.
Skupina dětí ve třídě s rukama ve vzduchu.
Muž, který je oblečen v plavkách, skáče z betonové plošiny do velkého množství vody.
Žena úzkostlivě pracující s šicím strojem.
Dáma v bílém triku se dívá na osobu s paží zvednutou ve vzduchu.
Dívka, která pracuje na farmářském trhu a prodává papriky.
Starší žena sedí na židli s vycházkovou holí v ruce.
Chlapec vyfoukl čtyři bubliny na trávník.
Malý chlapec si hraje ve vodě.
Pes běžící z tunelu na překážkové dráze.
Žlutý a černo-bílý pes běží v prachu.
Dva muži, kteří grilují na pláži.
Malá dívka v plavkách s květinovým potiskem skáče do oceánu.
Malá dívka v modrých plavkách, která stojí na zábradlí blízko pláže.
Mladý asijský chlapec sedí na ohradě za řadou barevných čepic.
Bílo-černý pes skáče do bazénu.
Chlapec se směje pod vodou v bazénu.
Dva lidé, kteří sedí v restauraci, diskutují.
Několik lidí si dává přestávku při jízdě na sněžném skútru.
Dva lidé, kteří pracují na odklízení sněhu ze střechy.
Mladý muž nosící černé triko bere skládací židle z velkého stohu.
Žena se prochází za soumraku na městské ulici.
Malá dívka s hnědými vlasy fouká do lístků květiny.
Tři lidé venku na čtyřkolce.
Muž na čtyřkolce letí vzduchem.
Muž na čtyřkolce skáče blízko malé budovy.
Žena s tmavými vlasy, která nosí bikiny, sedí na pláži.
Dvě ruce obrací obracečkou nějaké jídlo v lité železné pánvi
Dvě ženy objímající se na travnatém oploceném poli s krávou v pozadí.
Velká loď se přibližuje k doku s dvěma muži, kteří očekávají její příjezd.
Muž v sandálech a bílém svetru sedí na zelené lavičce, zatímco mluví do svého mobilního telefonu.
Muž na pódiu, který zpívá do mikrofónu.
Tři chlapci jedou na slonovi a v pozadí je budova a stromy.
Mexičan sedí pod kapotou svého terénního auta.
Chlapec ve žlutých brýlích a zrzavá dívka pózují před fotoaparátem.
Skupina lidí se shromažďuje a drží různé typy vlajek.
Bílý malý chlapec, který brečí nad hračkou.
Malý chlapec nese na hřišti fotbalový míč.
Žena sledující jak muž vyškrabává zmrzlinu z mrazáku.
Skupina lidí sedí na stoličkách a jedí nějaké jídlo.
Lidé stojí okolo americké vlajky, která je rozvinutá ve špatném směru.
Mladá dívka malující obraz.
Cyklista jede na kole na zatočené silnici na kopec.
Malá dívka v džínové bundě, která běží polem.
Muž v modré košili a černých kalhotách se dívá na svůj palec na jedné ruce, zatímco drží brýle v druhé ruce.
Pár, který se líbá, zatímco jde nahoru po jezdících schodech
Fotbalista v zeleném dresu s míčem v rukou je držen několika svými spoluhráči, zatímco protihráč v červeném sahá po míči.
Muži staví zeď v poušti.
Skupina mladých přátel, kteří jsou nazdobeni barvou na obličej a pernatými čelenkami, sedí na lavičce.
Dáma má černou tašku přes rameno.
Muž v černé bundě stojí se skupinou lidí za sebou.
Černý pes, který skáče, aby chytil provazovou hračku
Mladá dívka se dívá přes starožitnou videokameru.
Dívka ve zvláštních šatech, která si čte brožurku, zatímco sedí na dřevěné verandě.
Muž oblečený v osobitém oděvu hraje na kytaru.
Hokejový brankář se snaží zabránit gólu od protihráčů.
Dospělý a dítě jdou přes den podél pláže.
Muž v zástěře sedí na obrubníku.
Hnědo-bílý pes, který skáče, aby chytil létající talíř, zatímco publikum se dívá.
Dva tenisoví hráči mluví na tenisovém hřišti.
Dva žongléři používající planoucí pochodně vystupují pro dav lidí, který sedí na schodech.
Dvě děti, které běží bez bot.
Nemluvně sedí na hladkých kamenech a hraje si s nimi.
Chlapec v kšiltovce Gap dělá hloupý obličej.
Pět mužů, jeden nosící bílou košili, který stojí na něčem, věší obrázek dítěte.
Osoba v klobouku si hraje s chlapcem na pláži.
Dívka v zeleném tílku a modrých potápěčských brýlích zadržuje dech pod vodou.
Chlapci na skútru jedoucí po rušné městské ulici.
Dvě dámy a muž, kteří hrají karetní hru a pijí pivo.
Lidé se baví na setkání, kde mají Pabst Blue Ribbon a Coca Colu bez cukru.
Muž v červených botách, bílém tričku a šedých kalhotách leze po skále.
Horolezec leze na velkou skálu.
Malá dívka, která si hraje ve vodě s žabí sochou.
Pes běží po pláži.
Lidé kteří sedí v restauraci a jedí a jeden si čte noviny.
Dívka, která má červené šortky a bílé triko se dívá skrz otvor.
Černo-bílý pták sedící na něčí ruce, která drží slunečnicová semínka.
Žena v bílém triku a růžové sukni se chystá odpálit tenisový míč.
Pes stojí na písku.
Toto je muž, který stojí na střeše se stavbou v pozadí.
Muž se dívá do velkého zařízení, které vypadá jako kamera, na poli poblíž karavanu a nějakých zaparkovaných vozidel.
Malý chlapec stojí v příboji.
Žena v muslimském oděvu jde s mladým chlapcem ulicí.
Malý pes běží po trávníku.
Žena běžící na chodníku vedle vyvýšené travnaté plošiny.
Muž v červených kalhotách, který skáče na stole v parku.
Pes s otevřenou hubou, který běží přes pole směrem k foťáku.
Smějící se dívka, která plave ve venkovním bazénu.
Kolo sedící na ulici s uvázaným lanem a chlapík jdoucí na laně.
Muž a dítě na lodi provádějící údržbu.
Malé dítě, které dělá stojku na posteli.
Muž, který je oblečen do oranžové bezpečnostní vesty, pracuje na opravách ulice.
Muž s bezpečnostní vestou klečí a čistí cihly.
Pracovník dodělává opravy na městské ulici.
Muž stojí na bílém písku a drží snowboard.
Muž v oranžové vestě, který stojí na vrchu budovy.
Chlapík ve žlutém triku a světle hnědých volných kalhotách hraje golf, zatímco dav se dívá.
Mladá dívka v dresu na karate držící velkou trofej.
Dítě s nafukovacími rukávky, které skáče do jezera.
Žena v růžovém krájí hamburger obracečkou.
Chlapec ve špinavém triku jde vodou oceánu, která sahá ke kolenům.
Muž stojící vedle zad nahé sochy.
Malé batole oblečené v bílé se směje, zatímco dáma mu pomáhá mávat vlajkou.
Osoba stojí na stavbě na jezeře.
Mladý muž v šedé bundě stojí za pultem v klenotnictví a směje se.
Lidé chodící nahoru a dolu po schodech do kostela.
Hodně dětí se baví na pobřeží ve městě.
Žena cvičí blízko kraje oceánu.
Dva muži pracují na tesařském projektu s ručními nástroji.
Žena a dvě dívky oblečené do růžové.
Muž v černém obleku s kufříkem, který někam spěchá, zatímco mluví do mobilního telefonu.
Hnědovlasá žena, která jde po ulici s kelímkem.
Holohlavý malý chlapec drží kuře, zatímco v pozadí sedí dva muži.
Muž, který sedí na zdi a dívá se na hladinu vody.
Dva psi běží vodou s provazem ve svých tlamách.
Chlapec se prochází u rybníka v parku.
Světlovlasé dítě s velkým černým kabátem, barevnou šálou a pletenou čepicí stojící před výlohou.
Hnědý pes s tenisovým míčem v puse, ve vodě a ve křoví.
Dva hnědý psi běží vodou.
Dívka, která vyfukuje bubliny v bazénu.
Hromada mořských řas je na písku, za ní běží ve vodě černý pes.
Malý kluk běží se sandály na nohou.
Hnědobílý pes stojí venku, když sněží.
Někdo pracuje na projektu používající vertikální pilku.
Ženský tým v roller derby má přestávku.
Chlapec skáče z jedné postele na druhou.
Muž ve žlutém tričku stojí mezi postelemi a chlapec za ním skáče na postel.
Mladý muž, který drží velkou motorovou pilu.
Muž na motorce bez košile a další muž, který stojí ve stínu.
Tři lidé vstupují do budovy s ručně napsaným nápisem "Vítejte motorkáři."
Muž staví zeď.
Žena s hnědými vlasy se dívá na dítě, které něco jí.
Řada lidí, někteří stojí, někteří sedí, kteří čekají na na nástupišti na vlak.
Dva lyžaři stojí, dva sedí na svahu.
Lidé se procházejí v obchodním domě s barevnými dekoracemi, které visí ze stropu.
Kovářka okovává koně.
Dítě v zeleném jednodílném úboru jde okolo výlohy prodejny.
Skupina dívek povzbuzuje.
Muž, který je uvnitř nákladního auta se dívá ven s levou paží na dveřích.
Dítě vystupující z auta, které má kopačky.
Bílý, mladý muž s dredy a zeleným kiltem sedí na pohovce a usmívá se.
Muž v modrém triku líbá ženu s blonďatými vlasy na tvář.
Muž a žena pózují před fotoaparátem a vypadají společně velmi šťastně.
Dvě děti si hrají na cestě v parku.
Velmi barevný autobus je zastaven na kraji silnice, protože cestující nastupují.
Usmívající se žena drží osobu oblečenou v kostýmu prasete.
Žena, která nosí modrou helmu, jede na svém kole na parkovišti.
Malá dívka, která má na sobě zelené šaty, stojí před kaluží.
Muž, který má helmu jede na kole po ulici.
Mladý chlapec a starší muž, kteří čekají u kasy.
Dva lidé stojí a společně se dívají přes kaňon.
Dáma s helmou držící kolo.
Mladý muž, který stojí před červeným nákladním autem, drží fotoaparát a fotí.
Osoba v modrých trenýrkách a nosí walkman na běhání.
Muž a žena si hrají na stromě, zatímco ostatní se dívají.
Skupina mladých lidí je v garáži.
Tři muži se dívají na znamení na kříži v kaňonu.
Mladá dáma sedí před plotem s kbelíkem.
Žena se snaží schovat práci pod černou mikinou, ale její červené manšestrové kalhoty jí prozradily.
Mladý muž čistící kartáčem sochu.
Dva mladí muži svírající hadry ve svých rukou, zatímco starší muž jim povídá jak umýt velký kříž.
Žena sedí na mužových ramenech a používá těžký kartáč jako kladivo.
Skupina tvořící dřevěný kříž blízko velkého balvanu.
Malý chlapec zvedá malířský štětec a usmívá se.
Čtyři muži v bílých tričkách a baseballových čepicích sedí kolo stolu.
chlapec, který se dívá na nasekanou kládu.
Šedovlasý muž, který vypráví příběh skupině mladých lidí na lavičce.
Dva lidé držící nějaké knihy stojí na poli.
Osoba, která dělá otočku na skateboardu vedle odpadkového koše.
Muž, který stojí na železniční trati se dívá dalekohledem na řeku.
Mnozí lidé sedící na zemi blízko slámové chýše.
Dítě možná hraje fotbal, zatímco je v obleku.
Lidé na kolech čekající na křižovatce.
Stavební dělník staví lešení pro svou práci.
Malé dítě oblečené do zelené a žluté, které má bryndák, pláče.
Muž bez košile, který vede koně, který táhne kočár.
Muž stojící venku bez košile, který se dívá nahoru na budovu.
Mladá dívka se houpe vysoko nad zem v hezký letní den.
Mladý muž dělá skateboardové triky z betonové levičky.
Muž drží síť pro chlapce, který hraje baseball.
Starší muž se krčí, aby zvedl kryt z grilu, kde se griluje několik špízů.
Muž, který má černé triko a ochranné brýle běží podél ulice.
Pět osob chirurgického týmu se chystá provést operaci v nemocnici.
Chlapec stojící na pláži, který drží modrý kyblíček a zelenou lopatu.
Malá dívka se točí ve vlnách v jasném slunci.
Tři lidé sedí venku na malém kameni před velkým keřem, mají na sobě dlouhé kalhoty.
Muž s vidlemi stojí blízko kbelíku větví naproti bytovému komplexu.
Správce sebral vědro plné větví.
Černo-bílý pes dívající se do fotoaparátu s ohnutým mužem v pozadí.
Muž, který má kšandy stojí na vlaku.
Dva muži a dvě ženy připravují v kuchyni velké množství jídla.
Dívka, která se učí o zvířatech v zoo.
Skupina kamarádů rybaří z nakládací rampy.
Matka a syn čtou společně knihu o dinosaurech.
Dvě ženy, které sedí u stolu se zeleným brčkem ve skleničce.
Malý chlapec v kalhotách s laclem, který brečí.
Tři muži připravují sáně na zasněžené pláni.
Osoba sedí za dvěma velkými košíky s chlebem.
Muž v uniformě pilota jde po chodníku a nese zavazadla.
Lidé procházející se podél řeky blízko krásné usedlosti.
Plavkyně, která má plavací čepici a svorku na nose, se pohybuje pomalu vodou a je vidět zespoda.
Čtyři muži sedí a pracují na svých noteboocích.
Muž v baseballové čepici čistí modře zbarvenou jámu, kde barevná vánoční světla visí nad ním.
Dívka, která spí s panenkou miminkem a nosí kostým princezny
Žena umývá venku svého středně velkého psa v plastové nádobě, zatímco přítel ho jistí vodítkem.
Dítě, které skáče do jezírka.
Dítě v černé bundě, červených kalhotách a flísové čepici spí na červené bundě.
Starý muž v hnědém klobouku sedí na lavičce.
Tři děti na trávě, jedno z nich hledající jídlo v kabelce své matky.
Černý muž obsluhuje oranžový jeřáb.
Tři dívky jdou pod pergolou na cestě obklopené stromy.
Pláž je plná lidí.
Lidé se shromažďují okolo a chodí si kupovat vystavené oblečení a další předměty.
Muž, který pádluje s člunem na řece blízko břehu.
Dvě ženy stojí společně a drží hrnec a pánev s jídlem.
Mladá dívka, která nosí žluté žabky, sedí na velkým balvanu.
Světlovlasá žena řídící červenou drožku, drží koneček prstu na své čepici a pózuje před fotoaparátem se zákazníkem sedícím vzadu.
Mladý chlapec s květované zástěře pomáhá své matce vařit.
Mladý muž se ukazuje jiné ženě s dortem se třemi svíčkami na vrchu.
Žena s kloboukem prodává nějaké ovoce a kořenové plodiny.
Osoba, která je oblečená do bundy s kapucí, sedí na sněhu před žlutým stanem.
Dva psi bojují na travnatém poli.
Muž v bezpečnostní vestě klečí a pracuje na vlaku.
Pět stavebních dělníků kope díru na zasazení stromu.
Muž v červeném triku dává hračky malému psovi.
Stará dáma sedící v pokoji plném květin.
5 sportovců, kteří nosí bílý vršky a bílý spodky, cvičí sestavu pro publikum.
Stavební dělníci, kteří stojí venku a dívají se na dráty nad nimi.
Šťastný malý chlapec sedí na židli s velkou panenkou Elmo.
Dítě kartáčuje vlasy kojenci.
Mladý muž se chlubí tím, že předvádí karate překvapené dívce.
Muž, který jí v neuklizené kuchyni.
Dospívající chlapec má stříbrný kroužek, který vyčnívá z jeho nosu.
Tento muž se široce usmívá do fotoaparátu.
Skupina mladých lidí si hrají ve fontáně.
Žena házející létající talíř na pláži.
Tmavě hnědý pes si hraje se světle hnědým psem.
Chlapík v ochranném obleku svařuje ocelový nosník.
Muž v oranžových šortkách staví pískový hrad, který kombinuje více obrazů do jednoho výsledného kde jsou čtyři jeho kopie.
Dva muži a pes stojí mezi zvlněnými zelenými kopci.
Skupina lidí jde po ulici před budovou AMC.
Bílý muž nosící brýle vyfukuje bublinu v domě.
Dospělý ukazuje dítěti šermířský oblek, který je připevněný na stromě.
Velký pes chytá míč na svůj nos.
Muž a dvě ženy, kteří nosí všichni černou předvádějí scénku před budovou se schody.
Dvě děti nosící džíny stříkají na sebe vodu.
Světle hnědě zbarvený pes skáče do venkovního bazénu.
Lidé sedí v kruhu s knihou uprostřed.
Pár, muž a žena, s malou holčičkou, kteří jsou všichni oblečení v svatební oblečení, zatímco stojí podél pobřeží.
Mnoho lidí, kteří chodí pod markýzou z růžových a bílých balónků.
Řada šesti dětí v plavkách se připravují na skok do plaveckého bazénu.
Dva zaměstnanci pekárny, kteří nosí červené zástěry, připravují jídlo.
Malé dítě s červenou čepicí a kachna jsou na trávě.
Rodiče tlačí malé děti v červených autíčkách.
Jeden muž v modrém triku obsluhuje hadici na vodu a další muž v hnědém triku přemisťuje nepromokavé plachty.
Tři chlapci, kteří nosí kšiltovky Florida Merlins.
Rodina, která se vrací z nakupování a pán který si čte noviny na straně ulice.
Dvě ženy, které se drží za ruce ve vzduchu, zatímco skáčou.
Žena nese dítě na ruce a další drží za ruku, zatímco jdou venku vedle budovy.
Pes jde polem.
Rušná ulice s mnoha lidmi stojícími a mluvícími okolo a dva drží kola.
Žena tmavé pleti pouští bowlingovou kouli na dráhu.
Fotbalista v červeném dresu jde po míči a odráží hráče v bílém.
Skupina lidí jde po stezce v lese.
Tři děti si hrají s červeným míčem v parku.
Malý chlapec, který nakopává gumový míč.
Tato fotka muže, který si čte, je nakloněná.
Muž na žebříku, který má modrou bundu a modré džíny.
Tři silničáři v oranžových bundách a kalhotách uklízejí s kolečkem.
Muž na chůdách stojí před řadou bubeníků.
Mladý muž, pravděpodobně v jeho časných dvaceti, ukazuje s pýchou svou kuchařskou dovednost.
Pes teriér si hraje s hračkou na dece.
Pes, který běží přes travnaté pole s klackem ve své hubě.
Chlapec s brýlemi v kostkované košili si čte knihu.
Mladý muž se dívá do knihy na zemi v lesnaté oblasti.
Dva muž stojí ve frontě v restauraci.
Několik dětí sedí na karnevalové atrakci před tváří klauna a několika falešnýma balónky.
Žena se špinavě blonďatými vlasy a brýlemi něco stříhá.
Muž v baseballové čepici a v modrém triku jede na bílém koni dolů špinavou cestou přes bujnou a zelenou přírodou.
Žena středního věku, která vaří, zatímco její pes se dívá.
Zrzavá žena s culíky a brýlemi, která šije na šicím stroji.
Dva muži, kteří se v místnosti dívají na obrazovku počítače.
Šedý pes běží podél okraje bazénu, zatímco žlutý pes skáče do bazénu.
Dítě se klouže na saních dolů z kopce.
Muž a žena se zaklesnutýma rukama (nosící drahé oblečení) vedle skleněné výstavky (možná maloobchod) na chodníku v městském prostředí.
Dva dělníci se lopotí v tavící továrně.
Žena sedí na tranzitní stanici vedle podsvícené reklamy.
Lidé, kteří čekají před budovou vedle nástěnné malby.
Tři lidé tlačí kus velkého stroje ulicí.
Muž, který má triko bez rukávů a helmu na stavbu.
Muž s plnovousem a čepicí prosí lidi o peníze.
Dívka na jednokolce se natahuje po dítěti na koloběžce.
Lyžaři zachyceni na svahu s prašanem tak, že skoro spadnou dolů a zlomí si nohy.
Muž, který má plastový bryndák s krabem, drží nahoře dřevěné kladivo.
Muž skáče z malého kamenného mostu, zatímco na něj dívají tři děti a žena.
Osoba, která sedí na betonové podestě vedle vodní plochy.
Muž hraje na kytaru zatímco pár poslouchá a dívá se na jiného muže, který tančí na hudbu.
Nějací stavební dělníci mají přestávku.
Žena ve světle zeleném svetru si hraje s dračí loutkou na zahradě.
Velké množství lidí sedí opřeno o zdi budov.
Dítě, které drží zelené boty, se prochází v písku poblíž vody.
Svatební den s nevěstou ve světlých, bílých a krásných šatech.
Osoba, která má fialovou bundu, stojí za vysokým stromem.
Zákazníci čekají na obsluhu u okénka rychlého občerstvení.
Žena v květinové košili s kabelkou a muž v černé košili se prochází, zatímco jiný muž jde za nimi.
Pohled z ptačí perspektivy na muže vycházející venku schody.
Muži a ženy, kteří mají bílé plavecké čepice se navzájem nesou na zádech.
Rodina sedí venku v parku a užívá si sebe samu.
Hnědovlasá žena sedí na modré skládací židli a čte si na pláži.
Cestující spěchají do zpozděného vlaku.
Miminko a malé dítě společně sedí na vysoké židli.
Skupina věřících se modlí ve veřejném parku.
Muž sedí před počítačovým monitorem, drží klávesy a dívá se do fotoaparátu.
Dítě leží na dřevěné lavičce.
Muž v červené košili, bílých kalhotách a s kšiltem, který je obklopen diváky, mává golfovou holí.
Dva muži o něčem diskutují blízko zdi s graffiti.
Nějací lidé s černými nebo černo-červenými pásky, předvádí bojové umění na zelené podložce.
Studentka bojových umění se předvádí se zbraní, zatímco ostatní se dívají.
Několik mladých dospělých, kteří vystupují v bojovém uměleckém oblečení.
Mladá žena sedí u prodejního stánku s označením zmrzlin a programů.
Chlapec pózuje pro fotku a v pozadí je muž visící na laně.
Dva lidé sedí zády směrem k cukrové vatě.
Dívka ve žlutých šatech se sluncem svítícím na její tvář.
Osm mužů pracuje s kameny a dlaždičkami.
Dvě ženy, které jsou oblečené v jasně barevných šatech, sedí vedle špinavé cesty a povídají si, zatímco sledují pole.
Dva muži v černém, kteří jí sendvič.
Detail muže v baru, který drží své brýle šikmo před obličejem.
Chlapec sedí na obdélníkovém bloku.
Dítě si hraje na ulici a dělá hvězdu.
Muž sedí za dřevěnou přepážkou.
Muž v černé bundě fotí muže v červené bundě.
Muž v žluté kombinéze, který vesluje ve člunu s ptákem vpředu.
Muž s kloboukem žongluje se čtyřmi míčky.
Osoba v černém klobouku drží různobarevné žonglérské kuželky.
Pět lidí sedí venku okolo stolu a hrají karty
Rodina sedící na lavičce blízko pláže.
Muž a žena mohou společně připravovat jídlo v táboře.
Čtyři turisté stoupají po štěrkové cestě.
Dva afroameričané hrají na své trumpety v hlavním městě s dívajícími se diváky.
Lidé v dálce se snaží vylézt útes.
Dva policejní úředníci se dívají dalekohledem z dálky na dům.
Skupina dětí v hnědých oděvech vystupují.
Dva mladí turisté, kteří používají mapu a kompas k nalezení směru v lese.
Dva muži na kraji nákladního říčního člunu.
Tři děti, miminko ve středu, sedí na venkovní houpací židli.
Dítě stojí připraveno s baseballovou rukavicí.
Dvě holky stojí na trávě naproti sobě.
Skupina lidí, která se prochází po těžkém sněhu.
Dva dělníci, kteří pracují na kraji ulice v neonově žlutých vestách.
Městští pracovníci, kteří opravují beton na silnici.
Stavební personál, který pracuje na několika místech na silnici.
Muž se zrzavými vlasy pracující na svém kole.
Žena sedící na lavičce před velkým obrazem.
Mladý chlapec si hraje na houpačce.
Dva muži v lese, kteří používají řetězovou pilu k řezání nějakých stromů.
Stavební dělníci pracují na silnici v noci.
Muž oblečený v černé bundě hraje na kytaru.
Skupina lidí stojí nebo sedí zvenku kavárny.
Muž s kytarou sedí venku na lavičce s třemi dalšími lidmi, kteří sedí u něj.
Muž a žena rybaří ze člunu.
Mladé dítě drží lžíci u svých úst, zatímco sedí na židli.
Muž ve světle hnědé rybářské čepici dává balzám na rty ženě ve člunu.
Muž nastavuje otočné knoflíky na velkém mixážním pultu.
Černovlasá žena v pruhované košili stojí čelem k nějakým stánkům.
Černý a hnědý pes hrající si ve vysokém plevelu.
Muž v červeno-bílé kostkované košili si hraje v parku.
Dva muži provádí měření zdi na otevřeném staveništi.
Muž v bílém triku hraje tenis.
Hnědý pes skáče do vzduchu na hnědé pláni.
Mladá žena stojí na okenní římse cihlového domu zatímco se dívá dítě.
Dvě dospívající dívky, jedna nosící bílý dres a druhá nosící červený dres, hrají fotbal.
Mladé dítě cucající dudlík a spící na židli.
Muž, který táhne ozdobnou rikšu podél plavebního kanálu, se usmívá a dává znamení palce nahoru.
blízký záběr na dítě na dětském hřišti s dospělým dohledem.
Muž v červeném triku tlačí mladšího muže v bílém triku k modré vycpané podložce.
Tito muži praktikují bojové umění.
Ženy a muži v jiné zemi vypadající jako by tleskali.
Žena nakupuje na farmářském trhu.
Lidé jdou okolo a promíchávají se ve velkém otevřeném prostoru se psem.
Dvě ženy pózují v kloboucích s květinami.
Malá dívka jede na hnědém koni.
Dospívající chlapec mluví ke skupině dospívajících dívek.
Muž sedí u venkovního baru blízko mnoha plechovek od sody a piva.
Tři lidé stojí venku kolem dvou grilů, kde se peče maso.
Asijská rodina si dělá piknik na pláži zatímco ostatní si hrají ve vodě.
Dva muži ve vysokých kloboucích se mračí do fotoaparátu.
Tři lidé sedí na dřevěných lavičkách umístěných na bílých a oranžových kachličkách.
Muž má na sobě bílé tričko a sluneční brýle.
Skupina tří jedinců pracuje v nepořádném kancelářském prostředí.
Chlapec v neoprenu skáče do bazénu s plešatým mužem.
Chlapec skáče šipku ze skákacího prkna do plaveckého bazénu.
Dva záchranáři jsou na místě incidentu.
Muž vyrábějící hliněný předmět na hrnčířském kruhu.
Lidé grilují na pláži.
Žena drží malou dívku, která se snaží chytit bubliny.
Dva muži se poflakují a grilují.
Žena, která hraje na kytaru před skupinou lidí, kteří stojí venku.
Dva psi si společně hrají na zelené trávě.
Umělkyně nahlíží do plánu na svou část komplikované křídové kresby na chodníku.
Muž v práci, porážející krávu.
Muž s velkým perem na klobouku jede na koni.
Dvě osoby nesou velkou nafukovací láhev kolem mladé ženy a zaparkovaného bílého auta.
Tyto dívky jsou v uniformách a hrají pozemní hokej.
bílý a světlehnědý pes skáče vzduchem.
Žena uprostřed házení bowlingovou koulí v bowlingové dráze.
Jeden muž hraje na bicí, zatímco další zpívá karaoke.
Hnědý kůň stojí poblíž černého koně, který sedí na zemi.
Dítě, které si prohlíží pult v pouťovém stánku s různými hračkami.
Muž spí v houpací síti vedle vody a člunu.
Jedenáct malých dívek pózují jako tým v bazénu.
Muž v černém a šedém svetru sedí na stoličce před skupinou klecí.
Velmi neobvykle oblečený muž, který sedí hned vedle chladícího boxu na zmrzlinu.
Muž v hnědém triku sedí na chodníku a hraje na kytaru.
Malá dívka s korunkou, která jí na něčím klíně.
Černo-hnědý pes leží na bílém chundelatém koberci.
Tři dívky sedí na pláži.
Malý chlapec se dívá na svůj odraz na vyleštěné mramorové zdi.
Muži a ženy na motorkách zastavují, aby se na něco podívali.
Malá dívka v růžovém tancuje s rukama v bok.
Muž a žena se těší z cigarety venku před obchodem.
Asijské město v noci s velkým množstvím lidí, kteří se prochází okolo.
Žena v modré bundě se natahuje po dítěti.
Muž oblečený jako kuchař si užívá pokrm a lahev vína v prázdné restauraci.
Muž s knírem v bílém obleční pojídající steak.
Tři muži rychle pracují na přípravě jídla v kuchyni špičkové čínské restaurace.
Muž sedí na skále.
Mladá dívka ve žlutém tancuje na pódiu s baseballovým hřištěm v pozadí.
Děti si hrají v zalesněné krajině blízko vody.
Dívka v růžovém triku leží na zádech v trávě.
Pár drží cedulku, kde je napsáno Vyučování dětí pro mír.
Tři lidé nosící barevné kostýmy a masky, kteří sedí mezi dvěma kamennými sochami.
Muž na kole, který jede dolů po skalnatém kopci.
Tři mladé dívky tančí na pláži v písku.
Mladá dívka v modrých šatech šlapající přes fotbalový míč.
Vrčící hnědo-černý pes zahání hnědou kočku s dlouhými chlupy pod dřevěnou lavičku.
Mnoho lidí stojí a dívají se na něco.
Dva lidé sedí bosonozí ve stanu, jedna s pivem a jedna si hoví a hraje na kytaru.
Muž v šortkách seká dřevo zvenku týpí.
Jeden chlapec v pruhovaném triku a jedna dívka v zeleném triku jedou na kolech s pomocnými kolečky.
Dospělý a dítě sedící na policejní motorce.
Muž bez trička a v klobouku používá kladivo a kovadlinu.
Žena v černém hraje na nástroj typu violoncella.
Dva muži v dřevěném člunu, jeden je oblečen ve žlutém a druhý v černém, cestující na hladké vodě.
Mladý muž se zrzavými vlasy hraje kulečník.
Muž v červeném obleku jede na červené motorce do kopce na motokrosovém okruhu.
Žena, která dává blonďatému batoleti napít z kelímku.
Šest žen sedí společně u stolu před knihovnou.
Lidé prochází u vystaveného spodního prádla, které visí ve stánku.
Dva cyklisté pózují u potoka kvůli fotce.
Dvě děti stojí na zeleném kovovém plotě.
Mladý chlapec se skloněnou hlavou, který má na sobě černo-bílé triko.
Terénní auto právě narazilo do zadní části dalšího terénního auta.
Dva zaměstnanci restaurace vyměňují talíře s jídlem pod neonovou cedulí Mongolian BBQ.
Dva chlapci, kteří si hrají ve vodě, nosí šortky.
Zelený John Deere traktor táhne červený přívěs v poli.
Dvě děti si hrají na provizorní houpačce z barelu.
Různí lidé se poflakují (nebo dělají výtržnosti) na ulici, kde je vidět mnoho kol.
Dva lidé skáčou na pláži.
Skupina mužů v pracovním oblečení dostává instrukce k pracovnímu úkolu.
Tři psi křižují ulici.
Dáma v červeném autě přejíždí most.
Dívka s černou kabelkou sedící na dřevěné lavičce.
Muž v kostkované košili, který připojuje svůj černý laptop k mikroskopu.
Muž maluje na chodníku ve městě.
Dívka v bílém tílku sedí na lavičce v parku se psem vedle ní.
Muž, který jede na kole v zeleném trikotu, drží v ruce nápoj.
Muž hraje na malý, jako kytara vypadající, nástroj a zpívá do mikrofonu.
Žena v šortkách má ruku umístěnou na bílém autě.
Osoba stojí s jednou nohou podepřenou a s předmětem s modrou čárou v levé ruce.
Děti, které si hrají na dětském hřišti na hromadě pneumatik.
Muž v červeném oblečení do sněhu se dívá na plochu se sněhem a horami.
Muž, který je oblečený v bílém tílku, sedí mezi ovocem na nízkorozpočtovém trhu.
Chlapec v červené čepici a černém triku skejtuje blízko červeno-bílého pruhovaného obrubníku.
Malé dítě leze po stěně ve veškerém ochranném oděvu.
Asijská žena v bílém triku stojící mimo dav za ní.
Žena v metru usíná.
Sportovkyně si utahuje tkaničky na kopačkách na hřišti.
Muž ve žlutém tričku a zelených šortkách skáče v obývacím pokoji.
Mladá dívka míchá hrnec lžící v kuchyni, zatímco má na sobě velkou černou deku.
Několik cestujících buď stojí nebo sedí v něčem, co vypadá jako vagón metra.
Chlapec, který zažívá a projevuje se v muzeu.
Gymnasta skáče přes naskládané dřevěné plošiny.
Pes klusá přes půdu s velkým klackem v hubě.
Muž který má ochranné brýle předvádí vědecký experiment, zatímco se žena dívá.
Vysoká muž, který míchá hrnec jídla na sporáku.
Žena je vyslýchána u svého jídelního stolu.
Žena s dlouhými hnědými vlasy a béžovou mikinou s kapucí stojí blízko skříněk.
Muž s rukavicemi pracuje v laboratoři.
Chlapec, který leží na trávě tváří dolů s fotbalovým míčem u nohou.
Žena si upravuje svou ponožku v zaneřáděném parku.
Chlapec a jeho rodina oslavující jeho narozeniny s jasně osvětleným dortem.
Muž, který řídí zelený miniaturní vlak.
Muž v bílém tričku se směje jakoby se na něco díval.
Muž nalévá pití na stole.
Dva psi klušou prázdnou veřejnou oblastí.
Dívka v zeleném triku skáče do vzduchu.
Okolo 12 dětí a několik dospělých je postříkáno zdrojem mimo fotoaparát.
Starý muž v tradičním kostýmu vypadá, že je v radostné náladě.
Žena s blonďatými vlasy krájí meloun na mramorové kuchyňské desce.
Lidé stojí na nástupišti, aby nastoupili do vlaku.
Malý chlapec v modré baseballové čepici sedí na molu a vyhlíží na vodu.
Skupina lidí pozoruje ryby ve velké nádrži.
Čtyři lidé jdou přes tlustou vrstvu sněhu během západu slunce.
Číšník představuje objednávku kuchyňskému personálu.
Žena v modrozeleném triku a béžovém kardiganu se dívá od deskové hry, před kterou sedí.
Lidé čekají ve frontě na svůj oblíbený nápoj.
Vojenský nebo policejní důstojník stojí nablízku zatímco se lidé prochází na veřejném náměstí.
Žena v červených šatech zakrývá oči jiné ženě.
Žena, která čte noviny a muž v zelené bundě jedou ve vlaku.
Muž, který stojí a povzbuzuje mezi ostatními sedícími na stadiónu.
Muž bez košile jde po vrcholu mnoha kamenů.
Chlapec v červeném svetru, který běží po pláži.
Pár, který se prochází na shromáždění s balónem ve vzduchu za nimi.
Muž v černém klobouku jde po ulici.
Muž stojí na ulici a drží ceduli.
Muž na pláži hledá věci s detektorem kovu.
Mladý chlapec, který má modré triko drží zvláštně vypadající předmět aby si ho prohlédnul, zatímco stojí mezi stromy.
Dvě mladé děti stojí na chodbě.
Vodní lyžař dělá salto za lodí.
Malý chlapec sedí na lavičce vedle velkého maskota želatinové fazole.
Dva lidé jedou na wakeboardu ve vodě a jsou taženi člunem.
Muž před listovím sype koření na své maso na grilu.
Chlapec s tmavou kůží, stojící na hlavě s roztaženýma nohama, na konci plujícího dřevěného člunu.
Dva muži hrají hudbu na pláži.
Dvě ženy v barevných kostýmech se dívají na malou dívku, která má na sobě hnědou vestu.
Nějaké děti, které sledují ryby v bazénu.
Rýpadlo je na vrcholu hromady sutin ze zbořené budovy.
Tři chlapci si hrají s pálkami na pláži.
Žena ve světle modré bundě jede na kole.
Někdo je na vyjížďce na svém kole.
Dva lidé v helmách jedou na kole před budovou.
Dva cyklisté vedle nějakých kolejí.
Pár si užívá krásný den jízdou na kole na cyklostezce, mají na sobě cyklistické helmy a rukavice.
Ženy v cyklistických helmách mají přestávku od dlouhé jízdy,.
Muž, který má černou helmu, modrou bundu a khaki košile jede na kole ulicí vedle červeného auta.
Dítě se chystá jet na kole s rodiči
Dva malí chlapci se dívají dozadu, zatímco jdou přes travnatou oblast.
Dítě na malé motorce blízko malého rybníku.
Dvě malé blonďaté dívky v helmách sedí na červené čtyřkolce.
Chlapec v bílém hraje baseball.
Mladý chlapec s vyplazeným jazykem leze na dřevěný stupínek.
Žena stojící za pultem v prodejním okýnku.
Pes, který nosí zelený postroj, stojí ve sněhu.
Žena stojí vedle japonské verze Disneyho Sněhurky.
Žena si objednává jídlo v pouličním kuchyňském stánku.
Psi, kteří táhnou sáňky při sáňkařském závodě.
Osamělý hudebník v černém na pódiu, který hraje na akustickou kytaru a zpívá do mikrofonu.
Malý chlapec v plavkách sedí ve vodě.
Žena v džínách jde po cestě se zeleným zábradlím.
Žena v černém triku objímá muže.
Žena dřepící v trávě se usmívá na malého chlapce, protože se usmívá a zvedá své ruce do vzduchu.
Pes má na zádech červené pásy.
Černý a bílý pes stojí na sněhu.
Pes skáče ve vodě na pláži.
Hnědý, načechraný pes, který skáče do plaveckého bazénu po červené hračce.
Bílý pes, který skáče aby chytil červený míč.
Chlapec skáče v parku z jednoho stolu na druhý.
Dvou a čtyřnozí sousedé se zastavili na návštěvu.
Robustní pár spolupracuje před pruhovaným plážovým stanem na pláži, která je blízko mola.
Mladá dívka se snaží zahradničit.
Dáma, která drží žlutou tašku, sedí na židli v obchodě.
Žena, která se natahuje po světlech.
Tři mladé ženy tančí v přeplněné hale.
Tady se připravují k soutěži tři plavkyně ze stejného týmu.
Dva lidé plavou ve vodě vedle červené bójky.
Dva chlapci stojí vedle hromady odpadků, které jsou na zemi.
Malý chlapec drží zeleno-žlutou houbu zatímco stojí před sporákem.
Žena sedící na bobku čelem k malému dítěti, zatímco drží psa.
Muž, který stojí v díře před ženou na zahradě.
Dělník v modré čepici opravuje zeď.
Žena v tradičním islámském úboru jde přes náměstí s vousatým mužem.
Rodina pózuje na fotografii u večeře.
Žena mluví živě ke svému doprovodu vedle vodní hladiny.
Muž s čepicí, který žongluje před uchváceným publikem.
Muž telefonuje a žena vedle maluje.
Žena, která drží psa na vodítku.
Osoba sedí v kavárně u stolu.
Žena pije ze zeleného brčka.
Muž ve fialové šále a čepici se dívá na peníze, zatímco drží akordeon.
Dáma v červeno-černé pruhované košili sedí na opěrné zdi.
Dav lidí stojí společně na chodníku, zatímco jeden muž fotí.
Žena v brýlích drží červeno-bílou tašku s nápisem výprodej.
Čtyři chlapci utíkají po kamenném dlážděném chodníku.
Žena, která se dívá z okna, zatímco muž se dívá dovnitř.
Turista s americkou vlajkou na svém batohu jde lesem.
Muž v červeném svetru sedí u stolu s lahví vody.
Muž se zástěrou na sobě, který peče něco ve staré žhavé peci.
Tito lidé vaří hodně jídla.
Malá dívka je točena okolo neviděnou rukou.
Muž v kombinéze a čepici obsluhuje velkou cívku lana.
Chlapec v plavkách skáče salto do moře a za ním jsou hory v mlze.
Zakrvácená zraněná osoba sedí s přáteli v čekárně v nemocnici.
Šest mužů svlečených do půli těla stojí venku a opírají se o plot nebo stojí blízko.
Malíř předvádí svůj talent před skupinou lidí.
Chlapec si drží nos a skáče pozadu do jezera.
Malý chlapec táhne autíčko do kopce.
Asijská žena v červeném svetru, která drží své miminko.
Asijský muž vrhá do fotoaparátu ďábelský pohled.
Batole oblečené v dupačkách se natahuje aby vidělo videohru v herně.
Mladý chlapec ležící ve vodě obličejem dolů.
Voda cáká na tři chlapce u zdi seřazené podle velikosti.
Žena s copánky klečí a upravuje vlákna na stroji.
Dva lidé s žlutými batohy jdou do kopce.
V parku plném stromů se protahuje muž.
Různí cestující v autobusu se dívají z okna nebo do dálky.
Dva mužští příslušníci ochranky krotí jiného muže pomocí ramen a paží.
Dva pěší turisté jdou dolů po vyprahlém svahu vedle zeleného jehličnanu.
Chlapec má blonďaté vlasy a špinavý obličej.
Žena se dívá s kamenným obličejem do zrcadla, zatímco si dělá oční linky.
Několik chlapů hrajících fotbal na poli.
Muž v havajské košili hraje na jevišti na oranžovou elektrickou kytaru.
Lidé v přeplněném vlaku nebo autobusu v Asii.
Je tu muž, který se těsně drží na zjančeném koni, zatímco se dav dívá na rodeo.
Dospělý muž oblečený v džínách a černém triku držící nápoj.
Muž má své paže kolem dvou žen, které s ním pózují na fotografii.
Mobilní jídelní stanice, která je postavená aby sloužila stálým zákazníkům na městské ulici.
Žena v červené bundě a její společník svačí.
Velmi mladý chlapec, který se klouže dolů po klouzačce do plaveckého bazénu, nosí plavecké rukávky.
Dívka se zeleným tílkem stojící uprostřed železniční tratě s barevnými vagóny vpravo.
Dívka stojí na vlakových kolejích.
Rybář připravuje své sítě pro další úlovek.
Žena s akordeonem sedí na židli.
Dva šediví psi běží přes pole růžového vřesu.
Mladý chlapec s plaveckými brýlemi, skákající do bazénu.
Lidé pracují v patře továrny zatímco žluté stohy papíru projíždějí kolem.
Mladý bosonohý muž na pláži prořezává strom.
Dvě děti na wakeboardech se pokoušejí o plácnutí do dlaně na pozdrav.
Venkovní kavárna se sedícími lidmi, zatímco muž v bílé košili jde směrem k nim.
Zde je mnoho lidí s černými vlasy, kteří míří do stejných dveří a několik jich vychází.
Několik lidí jde nahoru po schodech.
Muž oblečený ve vínově červené košili a černých kalhotách manévrující loutkou, která drží hudební nástroj.
Dva závodníci řídili bílou motorku po silnici.
Dva chlapci, jeden v červeném a jeden v bílém dresu, bojují o kontrolu míče během fotbalového zápasu.
Muž ve žluté vestě, který zametá chodník.
Asijská rodina připravuje maso na špízy na nočním trhu.
Černý pes plave ve vodě.
Dva muži, jeden stojící a jeden na kole, si povídají mimo budovu.
Skupina se dívá na kreslený film na malém elektrickém zařízení.
Muž s taškou přes rameno, který jde v poušti na písku se stopami za ním a obzor s mnoha bouřkovými mraky.
Usmívající se chlapec běží přes trávník.
Hnědý kůň stojí za dívkou a očichává její vlasy.
Mladí šéfkuchaři aranžují jídlo v kuchyni.
Chlapec cáká vodu pod přístavním molem.
Chlapec cákající oceánem.
Pracovníci obsluhují zákazníky, kteří jsou seřazení před pouličním stánkem Martinovy slavné louisianské párky.
Dvě dívky předvádějí triky na trampolíně.
Dívka v červených bikinách skáče do bazénu.
Muž táhne vozík pokrytý židlemi.
Pes s červeným obojkem a vyplazeným jazykem běží vysokou travou.
Mladý chlapec přikrývající si tvář, zatímco sedí na trampolíně.
Usmívající se žena ve fialovém tričku a modré zástěře si utírá ruce do ubrousku.
Osoba, která se houpe vzhůru nohama ze sloupů.
Muž, který má šedé triko a modré džíny stojí připraven k odpalu golfového míčku na cvičném odpališti.
Dvě štěňata běží přes ploché kameny v zahradní oblasti.
Psi běžící chladným ale slunečným ránem.
Starší černá žena řídí svůj elektrický vozík.
Zeleně obarvená ruka před skupinou lidí u stolu.
Dva muži pracují na vlakové trati.
Malá dívka v komplikovaných zeleno-oranžových šatech pronásleduje růžovobílý balónek.
Tyto dvě ženy se baví, zatímco fotografují.
Muž v červeném triku skáče z velkého skalnatého útvaru.
Několik lidí jede na horské dráze, zatímco různě reagují na průjezd zatočením.
Malý chlapec prozkoumává pole dýní, s některými již v kolečku.
Muž hrající na banjo v parku, zatímco kachna si užívá hudbu.
Dívka ve fialovém vršku a šortkách, nosící klobouk, se směje.
Žena ve vršku od plavek se prochází po pláži.
Muž v tmavé bundě stojí vedle muže oblečeného v hnědém, který sahá dolů do tašky.
Muž na pódiu, který koncertuje pro lidi.
Zmrzlinové nákladní auto je zastaveno před dvěma malými obytnými domy.
Chlapec, který má plavky s nohavičkami stojí ve fontáně.
Mladý asijský chlapec skáče pro radost do jezírka s vyplazeným jazykem pro radost.
Nějaké děti, které si hrají blízko ulice.
Tento chlapec si hraje na dětském hřišti s pneumatikami.
Potápěč s dýchacím přístrojem, který plave hluboko pod vodou s želvou.
Skupina lidí nese věci po úzké cestě.
Hnědý pes sedí v nějaké dlouhé trávě.
Afroamerické miminko se plazí na podlaze blízko stolu.
Muž jde po ulici s malým chlapcem.
Muž nese sud na odpadky okolo sochy anděla.
Mladá žena, která na venkovním trhu kupuje chléb.
Blonďatá dívka v bílých šatech na stromě, která drží ptáka.
Dva lidé jdou bruslit na kluziště.
Malý chlapec a malá dívka leží na černé lavici obklopené dospělými.
Chlapec a dívka si hrají na pláži.
Starší muž má na sobě montérky a drží malířský štětec.
Starý muž dřímá na lavičce v parku.
Muž s modrou baseballovou čepicí spí opřený o skálu.
Pán v tradičním oděvu, který tká deku na poli.
Muž v žlutém triku vysává podlahu zatímco se dívá na fotoaparát.
Mladý afričan pracuje na poli.
Světlehnědý pes jde po travnaté pěšině se svým dlouhým růžovým jazykem, který je vyplazený.
Asijský muž v obleku, který spí v metru.
Žena v bílém tričku něco mixuje na kuchyňském pultu.
Lidé v budově s hlavami dolů s výhledem ven na kola.
Cyklista v červeném tričku je ošetřován městskými zaměstnanci.
Muž ve špinavých džínách na vrcholu lešení.
Dva kuchaři mluví společně za vykachličkovaným pultem v nóbl restauraci.
Žena v bílé zástěře připravuje rozličná masa na velkém grilu.
Muž sedící před velkou ocelovou reklamou Calvina Kleina s dlouhým nástrojem.
Muž a žena, oba nosící šortky, jdou po chodníku.
Dvojice tanečníků vystupuje na červeně cihlové ulici.
Mladý chlapec v bílém triku drží obal.
Muž v bílém triku, který uklízí suť.
Starší muž v oranžové kombinéze drží hadici.
Dva chlapci v popředí při soutěži v karate a trenéři v pozadí dívající se na ně s dalším trenérem sedícím u stolu.
Jednotlivci s balónky podílející se na pochodu.
Lidé, kteří čekají na přejití silnice před lékárnou se světelným nápisem.
Žena s brýlemi pije kávu v kavárně.
Muž v bowlingové dráze je připraven k hodu bowlingovou koulí do dráhy.
Dívka odličuje makeup na svých očích tyčinkou do uší.
Velký černo-bílý pes běží přes travnaté pole.
Muž, který studuje na svou zkoušku venku před knihkupectvím.
Mladý muž v červeném triku, který vaří na pánvi.
Muž líbá druhé na tvář, oba mají na sobě bílé košile a černé vesty.
Skupina stejně oblečených lidí, která jde po ulici v průvodu.
Lidé stojí na barevném balkóně.
Dva muži, kteří bubnují do bubnů a jeden muž, který fouká do trubky, sedí venku.
Farmář venčí prase na špinavé cestě.
Dvě dívky ve světle zelených holinách a žena jsou spolu.
Trh se stánky na kolech, kde se prodává ovoce.
Žena s blonďatými vlasy a slunečními brýlemi sedí u stolu a směje se.
Tři afroameričani z dělnické třídy jsou venku.
Malá dívka se houpá na houpačce pro malé děti na dětském hřišti.
Dívka, která stojí v oceánu.
Dvě děti jsou na pláži a hrají si v mokrém písku.
Mladá žena, smějící se s odstupem, si užívá bublinkovou koupel.
Dítě, které má na sobě plavky klečí v mělké vodě a plní žlutou plastovou loďku mokrým pískem.
Muž tancuje breakdance na podlaze kolem zástupu lidí.
Muž a žena si v teplém dni užívají jízdu dolů po peřejích.
Dívky dělá roznožku na pláži ve dne se zábavním parkem v pozadí.
Muž v oranžovém triku používá škrabku na sítko.
Dvě dívky, které tréninkově bojují s červenou a modrou pálkou, zatímco další dívka je sleduje.
Žena odstrkává mladou dívku na houpačce.
Dva chlapci, kteří pózují v modrých trikách a khaki šortkách.
Skupina lidí čeká na nástupišti, zatímco je míjí vlak.
Malá dívka, která si hraje na chodníku s klackem.
Muž, který tlačí rudl s krabicemi, se ohýbá aby zvedl hrušku.
Pouliční prodavačka stojící ve výloze svého obchodu.
Několik mužů původem z Indie konverzují a jeden, konkrétně, se zdá být velmi nadšený z konverzace.
Ostrovní žena, která vaří venku z ananasu a ovoce.
Skupina lidí v kiltech hraje hudbu, zatímco běžec v černém běží.
Muž, který otevírá troubu na grilu a drží kleště.
Holčička má džínové šaty a drží plyšového medvídka.
Muž chytá slušně velikou rybu a vyndavá z ní háček.
Muž s culíkem a světlehnědým tílkem, který sedí na pohovce a počítá své prsty.
Muž se zeleným trikem na sobě pracuje.
Dvě mladé atraktivní ženy s šortky přechází ulici rušného města.
Muž leze přes skály a sníh.
Na tomto obrázku je mladá dívka cvičící gymnastiku v tělocvičně.
Dva béžoví psi si hrají ve sněhu.
Muž, který se chystá udělat krok z okraje pouštního skalnatého útvaru.
Tři ženy v šatech a šátcích na hlavu venku.
Malý chlapec s kolem stojí před hotelem Kuthhoop.
Sluneční svit za skupinou stromů na dlouhé cestě.
Muž v oranžovém triku fotí.
Dav povzbuzuje baseballový tým.
Muž a mnohem mladší chlapec, oba v kloboucích, se procházejí přírodou.
Malý chlapec tlačí dalšího malého chlapce šplhajícího po tyči.
Muž s bílou košilí a kravatou stojí na chodníku mezi cementovými bariérami.
Chlapec dosáhl vrcholku prolézačky.
Dva lidé v černých vestách stojí před dětmi v bílých vestách s americkou vlajkou mezi nimi.
Muž s meči, který bojuje s ženou s kopím.
Dva muži uprostřed bojového zápasu.
Mladý muž v bílém tričku krájí rajčata.
Mladý chlapec v modrých šortkách leze na skalách podél pobřeží s plážovým hotelovým střediskem.
Muž hraje na saxofon vedle žlutého požárního hydrantu.
Muž na rybím trhu krájí mečouna na steaky.
Pes ve vzduchu chytající červený míč.
Tři ženy v jednoduchém oblečení vaří jídlo ve své kuchyni.
Lidé se prochází a běží po chodníku na mostě.
Dvě mladé ženy jsou po venkovské cestě lemované stromy.
Mladá dívka na pláži, která běží směrem k vodě.
Malý chlapec v modrém triku a zeleném klobouku nafukuje oranžový balónek.
Černo-bílý pes, který skáče do bazénu za tenisovým míčkem.
Malý chlapec běží špatným způsobem po zasažení míče ve hře tee ball.
Osoba v modré košili drží v svých rukou mikrofon.
Muž v bílém a červeném se slunečními brýlemi, který nese a fouká do velkého rohu.
Bosonohá zrzavá dívka, která skáče přes zábradlí.
Žena v šortkách, která hází bowlingovou kouli dolů na bowlingovou dráhu.
Čte noviny a ona se na něho dívá s úsměvem.
Světlehnědý pes na vodítku, který běží v mělké mořské vodě.
Chlapec skáče v lese.
Muž a žena sedí na zemi a jsou obklopeni čluny.
Malý chlapec běžící na pláži do vln oceánu.
Chlapec v modrém člunu, který je spojený s větším člunem, vylévá ven kbelík vody.
Muž, který jde úzkou ulicí.
Mladý muž odpočívá na letištním sedadle s kovbojským kloboukem přes obličej.
Děti rybařící z mostu.
Muž sedí ve stínu na schodech budovy.
Černobílý pes skáče do bazénu.
Černý pes a bílý pes závodí na travnatém poli, zatímco se diváci dívají.
Pěkných pár ptáků venku před budovou.
Golfista se připravuje na ránu na golfovém hřišti, které je obklopené stromy.
Hasič hasí oheň pod kapotou auta.
Lidé shromáždění okolo stolu s mnoha červenými, bílými a modrými dekoracemi v prostorném stanu.
Batole s vejci v misce.
Tři dospívající nesou dřevo po ulici, zatímco se jeden z nich směje do fotoaparátu.
Muž stojí před obloukem vstupní brány.
Mladý chlapec pokrytý inkoustem stojí před bílými dveřmi.
Blonďatá holčička šlape po špalcích postavených v písku.
Mladá dívka s fialovým trikem zalévá trávu.
Kočka se dívá pryč od osoby vedle ní.
Pár čeká na přechodu v jasně osvětleném městě.
Člověk ve žlutém tričku se protahuje na mostě.
Muž s knírem v kostkované košili prodává ryby na trhu.
Pracovníci města dělají údržbu na vlakové trati.
Dítě před svým vlastním odrazem, které se otáčí směrem k fotoaparátu a směje se.
Pracovník nakládající hendikepovaného muže na kolečkovém křesle do vlaku.
Žena, která jde ulicí s mladým chlapcem před ní a utíkajícím mužem za ní.
Žena se dívá znepokojeně a drží vodu před zdí, která je popsaná.
Skupina afrických chlapců se dívá na vodovodní potrubí.
Tři lidé na trávě, jeden hrabající listí, jeden sekající trávu, další stojící u pytle na odpadky.
Chlapec s žlutým trikem a černými kalhotami, který něco sváří.
Muž bez košile leze na skálu.
Dívka se natahuje při hodu při softballe.
Muž vyhazuje malé dítě do vzduchu.
Načechraný bílý pes vychází z modré pruhované překážky.
Dvě děti sedí společně na podlaze.
Malá dívka, která nese kempingové vybavení a vycpaného hnědého psa.
Muž, který nosí zelené triko, vaří na táborovém ohni
Dívka mrká přes listí na stromě.
Motorkář jede nahoru po straně zelené hory zatímco jiná motorka zůstává nehybná.
Mladý chlapec v lezeckém postroji, který šplhá po lezecké stěně.
Muž se brodí vodou a dívá se na vodopád.
Černý pes prochází proudem vody.
Muž surfuje dolů z kopce písku.
Muž s červeně olemovanými brýlemi stojí se složenýma rukama za kovovou mřížkou.
Pes běží zatímco drží předmět ve své tlamě.
Pes s dlouhými chlupy a červenou vestou běží v trávě.
Dva policisté v uniformách si povídají v golfovém vozítku.
Mladší muž ve žlutém triku a světlehnědých šortkách se pohybuje po suchém dvorku s jedoucím traktorem John Deer.
Ochranka se směje.
Dlouhý den způsobuje, že je žena unavená a ospalá.
Krásná hnědovlasá žena zakrytá fialovou, modrou a šarlatovou šálou.
Malý černý pes je v trávě.
Dívka v šedém YMCA svetru, která se dívá teleskopem.
Miminko opatrně zabalené do deky spící v chatrné postýlce.
Mladá dáma, která hraje na kytaru na pódiu v parku.
Tři malí chlapci se koupou v gumovém koši na trávu.
Několik lidí sedí u počítačových stolů v neuklizené kanceláři.
Dívka s dredy na hlavě a klapkami na uších dělá obrovskou bublinu.
Děti a ženy se shromažďují mimo budovu.
Muž leze hračkovým plastovým tubusem směrem k malé dívce s červenými vlasy.
Plešatý muž se mazlí s bílou pandou v zoo.
Muž bez trička v modrém klobouku a slunečních brýlích běží po pás ve velkém množství vody.
Muž v černém triku a klobouku hraje na kytaru.
Muž v bílém triku orá pole s dvěma mezky.
Lidé, kteří si hrají ve vodě s vodním skútrem.
Blonďatý jedinec jede na vodním skútru ve vodě blízko pohoří.
Dva muži, kteří sedí v bílém pokoji, hrají na kytaru.
Tři ženy, které jdou společně po chodníku a jedna má krátkou bílou sukni.
Chlapec drží ruce na své hlavě.
Muž v malovaném pocákaném oblečení mluví do mobilního telefonu.
Muž v okně červeného velkého nákladního auta.
Muž v oranžové pláštěnce diskutuje s dalším mužem, který má pracovní šaty, poblíž kanálového otvoru.
Muž v černém triku stojí před stavebním kuželem.
Rozložitý muž v modrém triku, který se opírá o dodávku před obchodem, který se jmenuje Terrible's.
Kameraman a ženská společnost stojí u vodní cesty.
Duha je vytvořena z nádrže, která stříká vodu na ulici.
Muž s bradkou a černým trikem jde po ulici.
Muž v šedivém triku a čepici držící sbíječku.
Dva stavební dělníci mluví zatímco se dívají na námořní loď.
Osoba provádí skok ze skály na špinavém kole.
Dívka hraje kulečník v kulečníkovém sále.
Muž leze po útesu a dosahuje převisu
Skupina lidí která jde přes lanový most.
Mladý muž, sám na bílé písečné pláži, si užívá svačinu pod plážovým slunečníkem.
Muž vystupuje pro publikum na vysoké jednokolce.
Mladý chlapec běží po hřišti a má jmenovku.
Země, voda a vzduch dělají z toho místo skvělé místo k odpočinku.
Malé miminko, které má modrý spací obleček a dudlík v puse, spí.
Muž a žena jdou společně ulicí.
žena se směje a čte noviny za reklamou na Bud Light.
Dva lidé se dívají přes zeď terasy.
Dáma, která nosí ženský čepec sedí s rukama na svém klíně.
Tři dělníci pracují na kovové střeše.
Žena s roztrhnutými kalhoty leží na zemi s předloktím přes svůj obličej.
Žena která jde s dětmi s pomalovanými obličeji, zatímco nese křičící dítě.
Šéfkuchař s brýlemi peče bagetu v obrovské peci.
Dva lidé před vinárnou.
Muž a žena mluví venku před kavárnou.
Siluleta dítěte hrajícího si na pláži
Muž, který je oblečen v šortkách, sandálech a černém triku, mluví do svého mobilního telefonu.
Dva muži hovoří v kuchyni restaurace.
Mladá dívka sedí na kameni s výhledem na velké pole.
Muž v zelené čepici, který běží.
Dva muži, kteří běží venku za zamračeného dne, jeden má na sobě červenou a bílou, druhý námořnicky modrou a černou.
Malý chlapec ve žlutém triku, který chodí po kamenech.
Dav mužů a žen, sedících a stojících u cedule My žádáme.
Pět asijských kamarádů, kteří společně pózují kvůli fotce.
Čtyři ženy a jeden muž sedící na chodníku se spacáky.
Hodně lidí, kteří jsou společně nabalení.
Tři mladí muži se choulí pod jednou dekou na chodníku.
Dva lidé fotí.
Tři ženy a muž v čepici, kteří sedí v tureckém sedu ve skupině.
Zde je asijská dívka držící zelenou protestní ceduli.
Muž, který nahrává skupinu lidí před transparentem "from New York."
Lidé sedí a stojí na nádvoří nákupního domu.
Muž v limetkově zeleném triku čeká na metro, zatímco žena natáčí pomocí svého telefonu.
Mladí lidé ve žlutých trikách připravují barevné jídlo.
Žena ve žlutém tričku pomáhá malé dívce v růžovém tričku.
Děcka jsou obsloužena zelenými vajíčky a šunkou.
Muž v modrém triku, který drží dítě, zatímco drží kočárek na baseballovém stadionu.
Malí chlapci v bílých uniformách na karate, kteří předvádějí své bojové umění uvnitř.
Dva lidé, kteří jdou ve stínu v jednom směru, zatímco další jdou uprostřed.
Muž a žena s dítětem v kočáru na přeplněné ulici.
Muž se snaží něco střelit, zatímco jeho pes se dívá.
Kůň jde pod mostem vedle lodě.
Mladý muž sedí u stolu s laptopem a se sluchátky do uší.
Muž hraje na banjo na koncertě.
Žena s aktovkou si prohlíží zboží na bleším trhu.
Muž jede na snowboardu přes stavbu na zasněžené hoře.
Hnědý pes leží na modrém prostěradle.
Muž v černé košili čte noty.
Muž oblečený v modré bundě a v brýlích se usmívá, zatímco muž za ním vaří na grilu.
Chlapík v kožené bundě, který prochází kolem krámku.
Skupina kamarádů stojí před uměním, které nasprejovali pro fotku.
Muž dělá kousky se svým kolem.
Žena se dívá na oblečenou, bezhlavou manekýnu vystavenou v obchodě.
Dítě stojící uprostřed polní cesty.
Muž v hnědém triku fotí něco na zemi před ním.
Lidé, kteří sedí před ostatními lidmi.
Muž, který má hnědé triko mluví s ženou, která má květované triko bez rukávů na venkovním hudebním koncertě.
Dvě dívky se na břehu dívají na lidi v rybářském člunu.
Dvě kola stojí za dvěma lidmi, kteří sedí na trávě blízko vody.
Dva stačí muži sedící na molu.
Muž v obleku a dva muži v oranžových vestách stojící okolo.
Malé dítě tlačí kočárek po ulici.
Žena bez čepice při promoci.
Starší muž vyhlíží z balkónu obráceným do ulice.
Tato žena se směje a mluví do telefonu, zatímco sedí na kamenné zídce.
Tři psi na poli se dívají na něco v trávě.
Tři děti, dvě dívky a jeden chlapce, v kimonech stojí na dřevěné podlaze ve velké místnosti.
Žena sedí na květináči v přeplněné kavárně.
Chlapec stojí vedle zábradlí na motokárové dráze.
Bílý pták stojí na dřevěné plošině.
Je tam chlápek nosící chůdy a hrající na trombón před nástěnnou malbou.
Dva mladí kluci, kteří mají jen spodní prádlo, lezou ve vozidle.
Malá blonďatá dívka v růžovém triku se dívá na velkou kudlanku nábožnou na své paži.
Muž oblečený v bílém s brýlemi, který má něco k jídlu.
Muž rybaří z pláže do velkého množství vody, zatímco mladý chlapec nese ne příliš daleko síť.
Voják stojí zatímco pozoruje míjející lidi.
Mladý muž v obleku, který stojí mimo dav, který se zdá být na umělecké výstavě.
Muž, který připravuje ovoce pod stromem.
Černý pes vychází z mořské vody na pláž s něčím v hubě.
Dvě malé děti si hrají na pláži, zatímco muž se dívá.
Skupina lidí sedí na pláži a dívá se na Modré anděly.
Dvě mladé dámy hrají šachy v restauraci.
Osoba, která má bílou košili s dlouhými rukávy tká se žlutým vláknem.
Dvě ženy běží a tři muži se procházejí po prašné cestě.
Toto jsou ženy z hudebního souboru oblečené v černém oblečení s červenou vlajkou před zdobenou budovou.
Čtyřčlenná rodina sleduje leteckou přehlídku.
Osoba, která drží malého psa na vodítku se ohýbá a dívá se na předměty.
Hnědý pes nesoucí černý předmět.
Vyděšený malý chlapec, který je vytahován nahoru z bazénu svým otcem.
Muž, který stojí před několika útesy.
Dva lidé a malý bílý pes si hrají v parku.
Dva muži s dlouhými vlasy sedí na zemi.
Členové dechovky se dívají do not.
Muž hraje hru na diskžokeje v herně s hracími automaty.
Skupina žen v černém hraje na hudební nástroje před velkou budovou.
Jeden muž sedí na vrchu školního autobusu, zatímco další muž, který má stejnou košili, stojí uvnitř.
Demonstranti čekají na policisty, aby slyšeli jejich stížnosti na policejní útlak a brutalitu.
Muž má na sobě kovbojský klobouk a zlatý kříž kolem krku.
Starý a mladý muž pracují na startování kypřiče půdy.
Lidé čekají na svá zavazadla na letišti.
Skupina lidí venku v noci se dívá na vodní kanál.
Čtyři ženy se podílí na synchronizovaném plavání v noci.
Hnědý pes honí světlého v trávě.
Muž v černé čepici a světlehnědé bundě přecházející přes ulici.
Malá dívka v nafukovacím kruhu, která má na sobě bikiny.
Muž, který nosí dlouhé vlasy, šije kostým.
Muž s hnědým trikem drží drát, zatímco další muž se dívá.
Muž v plášti je blízko červené budovy.
Dva muži, kteří jsou oblečeni ve stylu business casual, se smějí.
Baskytarista v červeném tričku hraje a kouří cigaretu.
Muž, který je oblečen v černém a má divnou pokrývku hlavy, máchá tyčí.
Hubená dívka s velkými botami stojí u okraje silnice.
Dvě ženy stojí na člunu a dívají se na vodu.
Lidé dívající se na obrazy na výstavě.
Malá dívka sedí v postroji, připoutána k popruhu, zatímco se ostatní dívají.
Muž, který má barevné triko, drží megafon.
Mladý muž s tmavými vlasy a vousy opéká plátky masa venku na malém grilu.
Uniformovaná žena, která drží fotoaparát, stojí před davem diváků.
Malý chlapec v plavkách se pokouší chytit fotbalový míč, který k němu letí.
Čtyři děti, které se valí a sjíždějí po písečné duně.
Malý načechraný bílý pes jde v zelené trávě.
Malá dívka plácá do dlaně na pozdrav žlutého robota.
Osoba oblečená v modrém tričku a džínách se dívá po stromech na horizontu.
Šedý a černý pes odbíhají po lesní cestě.
Žena a mladý muž sedí u stolu v mexické restauraci.
Horolezec stoupá.
Dáma v černých šatech mluví ke skupině lidí.
Dva muži sedí a pracují na svých počítačích.
Muž, který vylévá na chodník kolečko cementu.
pes běží podél břehu na pláži.
Mladý muž s modrou kravatou, který mluví do mikrofonu.
Několik mladších lidí v tlustém oblečení, kteří jdou po ulici.
Ženy různých etnických skupin stojí v pokoji a drží červené a žluté šipky.
Dva psi, kteří si otřepali vodní kapky na pláži.
Horolezec se dívá přes své rameno na výhled na jezero a město.
Muž, který leze na skálu, se zastavil, aby si rozmyslel cestu.
Nevěsta a ženich se navzájem krmí svatebním dortem.
Pět dělníků sedí před nákladními automobily a jí oběd
Malé dítě mužského pohlaví s kudrnatými hnědými vlasy, které se schovává za krabici na pouličním zeleninovém trhu.
Žena leží na trávě a něco jí před šikmou věží v pizze.
Muž a žena hazardují v kasinu a užívají si sami sebe.
Vousatý muž hrající na akustickou kytaru.
Dítě vede sebe k vytáhnutí na nohy s pomocí gauče.
Muž pracuje s kusem dřeva na soustruhu.
Muž, který má ochranné oblečení obsluhuje stroj se stany v pozadí.
Žena, oblečená ve žlutém bolerku a černých kalhotkách, hraje plážový volejbal.
Dívka se směje, zatímco utíká v plavkách přes bílý plážový písek.
Muž v černém triku, který skáče s hrnkem na kávu plným nápoje.
Muž řídící KitchenAid třídu je oblečený v černém kuchařském kabátu.
Muž připíjí se svým pitím.
Muž v tmavě modrém triku mačká lahev naplněnou zlatě zbarvenou látkou.
Lidé na nějaké akci venku pod stanem.
Skupina dam s počítači sedí za stolem, zatímco lidé na druhé straně něco nakupují.
Muž v bílém kuchařském kabátu, který prezentuje rajčata.
Šéfkuchař mluví k někomu jiném v předváděcí místnosti KitchenAid.
Mnoho lidí je shromážděno pod stanem a dostávají jídlo.
Dítě stojí na straně pohovky a klepe na lampu.
Matka a otec dohlížející na své miminko a zvíře.
Muž pracuje na velmi rozsáhlé, složité a písečné soše na pláži.
Tři lidé spí v hromadné dopravě.
Muž v bundě, čepici a kapuci, který je tváří odvrácen od fotoaparátu, drží své ruce společně nahoře.
Muž a žena nosící šortky stojí na ulici.
Chlapec se ohání baseballovou pálkou a chytač stojí za ním.
Dva malí ligoví hráči jsou na hřišti vedle mety.
Mladý muž se světlými vlasy sedí na verandě a pracuje s barevnými dráty.
Žena v černé bundě se opírá o lampu.
Tmavovlasá žena v černém triku se dívá na stříbrný stroj.
Dvě ženy a dítě v kočárku před obchodem.
Muž v proužkované košili hraje na bicí.
Osoba, která vyhlíží a stojí na vrcholku skály.
Dítě skáče na pískové duně.
Dvě dívky sedící u vody.
Mladý chlapec, který stojí ve třídě a snaží se udělat řemeslný projekt má obtíže, zatímco jeho spolužák se na něho dívá.
Dvě tanečnice na jevišti v klubu.
Džentlmen se směje ve svém autě při jízdě na venkově.
Tři chlapci, kteří rozbíjejí cihly na velmi malé kousky.
Muž v barevné košili a dáma v bílé halence podepisují pro lidi kopie knih.
Tři kuchaři připravující jídlo v kuchyni.
Pět kuchařů stojí za stolem plným dortíků.
Muži a ženy a Michiganská vinná a jídelní ochutnávka.
Chlapec si hraje s roztaženými pažemi na chodníku vedle dlážděné ulice.
Muž v červených plavkách hrající volejbal.
Starší dáma v černém triku přidává ingredience do KitchenAid mísy na míchání, zatímco dav se dívá.
Lidé sedí v baru s mnoha sklenicemi vína.
Sportovní tým složený ze 14 žen, které mají bílá trika a růžové štítky.
Šéfkuchař připravující hamburgery venku na grilu pro sponzory, kteří se procházejí poblíž.
Mladý chlapec v tygřím triku stojí na někom kdo leží v posteli.
Dva muži pracují na střeše budovy.
Lidé jsou na atrakci, která s tebou klesne z velké výšky.
Muž v černém na mikrofonu, v kapele.
Muž a žena jdou jablečným sade a houpou mezi sebou malým chlapcem.
Mladý muž drží nápoj a kontroluje svůj mobilní telefon.
Dva malí chlapci sedí v kovovém rámu a mají na sobě cyklistické helmy.
Skupina lidí, která se zdá, že se dobře baví.
Žena v červené teplákové soupravě, která vymačkává citróny v lisu.
Dívka a chlapec, kteří servírují jídlo na talíř.
Dvě děti s hnědými vlasy v kufru od auta.
Malé dítě drží hlavu svému staršímu bratrovi.
Muž, který má na sobě bílou košili a rukavice, drží kostkovanou krabici.
Pouliční výjev v Asii s chodci a zaparkovanými koly.
Mokrý pes skáče přes překážku.
Žena rychle sahá po mužově noze a dává jí za jeho hlavu.
Žena, v oděvu jeptišky, je prohledávána ženskou ostrahou, zatímco další žena se dívá.
Muž v tmavém obleku dělá rozhlasový pořad.
Rybář navíjí svůj prut, zatímco další odpočívá ve člunu na vodě.
Lidé jsou shromážděni venku na protest, a jedna žena vpředu se směje do fotoaparátu.
Osoba má černý a červený oděv a trénuje boj.
Dítě v ninja obleku provádí kop s výskokem.
Malá holčička přisouvá kufr blíže k otevřenému oknu.
Lidé sedí a leží na schodech.
Muž v bílém triku, který hraje na černo-bílou kytaru.
Muž vedle klauna s dalšími lidmi v pozadí.
Starší dáma sfoukává 9 a 0 číselné svíčky na narozeninovém dortu.
Údržbář pracuje na vnější stěně městské budovy.
Muž ve žluté bundě fotí zatímco se opírá o auto a další muž pracuje na autě na protější straně.
Dva lidé jí pokrm dohromady.
Muž na poli, který má batoh a za ním jsou ovce a hory.
Tři hasiči hovoří vedle hasičského vozu.
Městský trh na ulici stojí v popředí městských budov, které leží v pozadí.
Nějací lidé jsou na dvorku a je tam oheň.
Muž sedí na poli blízko batohu.
Stavební dělníci pracující na velké budově.
Dvě smějící se malé blonďaté dívky v růžových kalhotách se houpají na kovové tyči.
Malý chlapec, který jde s klackem po trati.
Dva němečtí ovčáci si hrají ve vodě.
Pes skáče do vzduchu aby chytil balón.
Malá dívka oblečená ve žlutém se drží dvou červených držadel.
Blonďatá dáma, která sedí s dítětem.
Dítě v modrých džínách a černých ponožkách spí pod růžovou přikrývkou se vzorem s kruhy.
Muž v bílém triku kartáčuje kozu.
Dívka se zavřenýma očima se dotýká chlapcových tváří.
Muž v bílém triku balancuje na vodou naplněných nádržích, ve kterých jsou kraby a ryby.
Skupina lidí sleduje sportovní akci a za nim je nápis Tim Hortons.
Muž stojí a čte něco u zábradlí s vyhlídkou na město.
Mladý chlapec s moukou na tváři míchá těsto v pruhované košili, kalhotách s laclem a v zástěře.
Malý chlapec se drží modrého držadla na molu.
Muž mluví do mikrofonu, zatímco další muž zvažuje situaci.
Muž spí venku na kartonu vedle lahve vody.
Malá dívka oblečená v bílých šatech se chystá pokládat květinové lístky na svatbě.
Skateboardista jezdí na svém skejtu na rampě.
Muž v šortkách stojící na židli, který dělá chýši.
Dva turisté, kteří mají tmavé oblečení, odpočívají na sněhem pokrytém vrcholku.
Muž s roztaženými ušními lalůčky, který má na sobě černou kšiltovku, stojí před vystaveným jídlem na prodej.
Muž rybaří z mola při západu slunce.
Muž leze na vrchol nějakých kovových tyčí, které jsou spojené navzájem.
Malé dítě, které sedí uvnitř lžíce od traktoru a hraje si ve špíně.
Bílý pes s klackem v hubě stojící vedle černého psa.
Pár se líbá, zatímco stojí čelem.
Muž v červené čepici a s propiskou za uchem se chystá něco říct.
Mladá dáma v žlutém krmí dítě u stolu.
Muž, který nosí žlutou bezpečnostní vestu a ochrannou přilbu, řídí traktor.
Muž stojí venku s tenisovou raketou proti zdi ve tmě.
Dvě plážové volejbalistky se čelem k sobě připravují k odbití míče.
Muž drží rybu oběma rukama.
Muž, který má brýle, se dívá na kulatý zrcadlový objekt visící shora.
Pět diváků se dívají na dvě auta závodící na závodní dráze.
Několik lidí sedí na dece v parku s kvetoucími třešňovými květy.
Muž na jevišti, který hraje na kytaru.
Turista jde holou cestou na kopec.
Lidé stojí u pouličního prodavače jídla v parku.
Muž nosící baseballovou rukavici je na poli, naklánějící se na svou stranu.
Šéfkuchař, který krájí okurku na salát.
Přijde mi, že se snaží přijít na jméno toho, co je v lahvích.
Je zde mnoho různých barevných koulí.
Pes se brodí mělkou vodou a drží něco v tlamě.
Muž v žlutých kalhotách, který vystupuje pro dav.
Muž ve žlutých kalhotách tancuje, zatímco se na něj dívá dav lidí.
Osoba s batohem na poli.
Malá skupina lidí sedí v trávě na břehu velké vodní plochy.
Muž, který zírá do fotoaparátu, zatímco krájí citrón.
Skupina mladých lidí stojí a sedí okolo stolu, jedí a pijí jeden s druhým.
Asijská žena, která jí s lžící.
Muž v oranžovém tričku skáče, když hraje na velký buben.
Žena s brýlemi pijící z panáku
Na pouličním festivalu, chlapec a muž vaří něco jako texaské uzené maso, zatímco chodci procházejí kolem.
Starší a mladší muž si třesou rukama na basketbalovém hřišti.
Bílý muž s vlasy a vousy s dítětem na ramenou.
Muž padá ze stropu na vrchol postele.
Malé dítě drží mop vedle pračky a sušičky.
Pěší turista odpočívající na hliněném úbočí.
Tři chlápci grilují na grilu na verandě s bílým plotem.
Blonďatá žena, která si hoví na pohovce, špulí své rty.
Muž na motorce, který jede po suchém poli, má na sobě helmu a batoh.
Člověk jede na špinavém kole přes balvany a vodu.
Dvě malé děti si hrají s velkými kárami v městské oblasti.
Dáma ve vodě bouchá pytlem do kamene.
Taxík s reklamou na Mamma Mia na střeše.
Bílý pes s černými skvrnami chytá červený létající talíř.
Osoba visí ze skalnatého útesu, zatímco se snaží lézt.
Osoba lezoucí na velkou mechem obrostlou skálu.
Osoba stojí na vrcholu skalnatého útesu a vyhlíží do okolí.
Muž leze po laně vzhůru na útes.
Muž, který šplhá po sklále v lese obklopeným světlem.
Šťastný pár si užívá svou venkovní svatbu.
Malý chlapec odpaluje míč z tréninkového stojánku.
Muž ve žlutém triku, který se dívá dolů na zem.
Muž skáče do vzduchu před pobřežní krajinou s vodou a horami v pozadí.
Dva psi ve vodě bojující o klacek.
Tříbarevný pes skáče a chytá růžový létající talíř, který muž v šortkách vyhodil.
Skupina lidí se shromáždila a pijí v baru.
Stavební dělník je uprostřed své práce na domě.
Muž instaluje žebřík uvnitř pokoje.
Skupina lidí, která se dívá na fontánu v městském panoráma s palmami.
Malé děti, které se všechny natahují po neviděném předmětu.
Malá holčička se snaží být jako Spiderman a šplhá rohem místnosti.
Mladá dívka se klouže dolů po nafukovací skluzavce.
Muž se svojí ženou jde ruku v ruce dolů ulicí.
Dva mladí chlapci běží po okraji vody.
Pes si na chvíli dává šlofíka na koberečku blízko své oblíbené hračky, plyšové stonožky.
Automobil Chevrolet na veletrhu.
Šedý pes leze v parku na nízkou větev stromu.
Dvě dívky hrají na oploceném hřišti.
Mladé hnědé štěně táhne za listnatou větev mezi zuby na dvorku.
Muž, který se těší ze svého dřevařského řemesla.
Žena předvádí čerstvě upečený koláč tím, že jej drží nad hlavou.
Žena nosící vysoké podpatky a čepici.
Žena se houpe na laně s vyhlídkou na červený statek a ohrazené pastviny a vysoké stromy.
Mladý chlapec s brýlemi pluje na kajaku v klidných vodách poblíž velkého stromu.
Měření vzdálenosti skoku, Jack Russell teriéra, který chytá létající talíř.
Žena v modré košili vyrábí keramiku.
Dva malí kluci běžící po travnatém poli.
Dva psi si hrají na travnatém poli.
Dívka fotí se svou rukou před objektivem.
Muž sprejuje design do písku.
Dva lidé v zastaralém oblečení pózují před pultem s rychlým občerstvením.
Dvě smějící se ženy sedí u stolu s nápoji.
Dva dělníci jsou na zvedací plošině, jeden, který se vyklání v bezpečnostním postroji a druhý, který se směje do fotoaparátu.
Muž v klobouku a kabátě, který čte noviny poblíž kontejnerů na odpadky a grafit.
Lidé míjejí jeden druhého na rušné městské ulici, zatímco mluví do svých mobilních telefonů.
Dívka s culíkem se směje.
Chlapec sedí v hračkovém autě, zatímco pije ze svého hrníčku s pítkem.
Technik se ohýbá, když spravuje stroj.
Muž v oranžovém triku stojící vedle stroje.
Muž ve formálním oděvu hraje na kytaru a zpívá.
Muž, který vaří s ohněm v pěti hrncích najednou!
Dva chlapci dělají hloupé pózy vedle cedule.
Novomanželé skáčou pro radost na Velké čínské zdi.
Zde je asijská žena stojící blízko košů plných oranžového ovoce.
Dvě ženy leží vzhůru nohama na bílé posteli.
Muž řídí modrý vysokozdvižný vozík skrz dav.
Muž v bílém triku předvádějící triky s jojo.
Mladý muž se dívá do pusy sochy, která vypadá jako ještěrka.
Dva muži sedí vedle sebe na vodě ve člunu.
Dva baseballoví hráči, kteří stojí na prostoru pro nadhazovače, si jeden druhém šeptají.
Velký černý pes honí velkého hnědého psa se zeleným předmětem v puse, zatímco další velký hnědý pes se vzadu přidává.
Čtyři dívky pózují před davem.
Starší muž v zeleném tričku drží foťák.
Tato dáma v potištěných šatech rozebírá jídlo na večeři.
Malý chlapec dělá hvězdy na pláži.
Muž s kozí bradkou jede na jezdících schodech.
Dítě v modré čepici je blízko nenamalovaného dřevěného plotu.
Bílý muž jde na procházku.
Volavka stojí na skále na břehu řeky.
Muž, který pádluje v modrém kajaku ve vodě.
Leštič bot, který leští boty pro obživu, leští černé kožené boty muže v hezkých kalhotách.
Muž, který odkrývá kosti a nástroje z archeologického areálu.
Skupina mužů postává okolo a pije vodu se svými koly.
Africký chlapec řídí spřežení volů po prašné cestě.
Muž hraje na kytaru v parku, zatímco lidé sedí na lavičkách.
Tlustý starý muž usíná na židli.
Muž v bílém triku držící deštník a zmrzlinový vozík.
Muž nosící džíny a šedé triko, který stojí za sprejem pomalovanou cihlovou zdí.
Holčička v pruhovaném tričku drží u pusy housku.
Pět lidí hrající na smyčcové nástroje na veřejnosti.
Osoba v hnědém triku tlačí u moře miminko v kočáru.
Dva lidé v silném oblečení, kteří připravují jídlo na hoře.
Tři muži v rybářských čepicích stojí na kamenech.
Bosonohá žena ve slunečních brýlích sedí na stromě.
Skupina lidí jde na chodníku blízko břehu jezera.
Muž v šedém drží za vodítko svého psa, zatímco jeho syn mu sedí na ramenou.
Muž sedí v místnosti s dřevěným obložením.
Čtyři dospívající ve školních uniformách jdou po cestě v tropech.
Malá holčička s pomalovanou tváří stojí vedle dalšího dítěte.
Dvě ženy jedou na svých tříkolkách.
Černý pes a bílý pes se zdají být připraveni k boji.
Kytarista hraje, zatímco lidé si hrají s obručemi v pozadí.
Mladý chlapec nosící červenou šálu na své hlavě se slovem volný napsaným na jedné tváři.
Dáma v modrých šatech zpívá.
Zpěvačka a její skupina vystupují na pódiu v klubu.
Muž hrající na kytaru se svou kapelou.
Muž, žena a dítě, kteří sedí na pohovce a smějí se.
Mladá dívka visí za lano vedle sítě.
Dívka v modrých džínách a bílém triku balancuje na jedné noze.
Chlapec na houpačce na hřišti v meditativní póze.
Muž nosící zelený dres s číslem dvacet pět kope na hřišti do bílého fotbalového míče.
Muž se dotýká strany svého obličeje.
Malý chlapec stojí vedle okna a pláče.
Muž myje svůj člun na příjezdové cestě.
Muž v zeleném triku a světle hnědé čepici se naklání proti zábradlí v něčí kuchyni.
Žena, která kouří cigaretu se naklání a mluví s někým.
Černý muž sedí úmyslně za svým šicím strojem a je obklopený jasně barvenými tkaninami, které jsou pověšené zvenku na okně štukované budovy.
Muž, který sedí venku a žehlí látku, zatímco tři lidé pozorují.
Dvě mladé dívky sedí v obývacím pokoji, hrají videohry a pijí nealkoholické nápoje v plechovkách.
Malý chlapec se pokouší opravit své kolo.
Černý pes se vynořuje z vody mající v zubech sebraný předmět.
Muž s červenou helmou jede na kajaku.
Muž v kajaku, který pluje v drsných vodách.
Osoba v bezpečnostní vestě, která tlačí do terénního auta.
Tři muži v oranžových vestách vytahují džíp ze škarpy, zatímco další muž sedí vevnitř.
Dva muži nosící bílé kovbojské klobouky.
Hnědý pes běží trávou, držící něco ve své tlamě.
Několik dam jde na pláži bez bot.
Muž, který má záchranou vestu, používá mapu na malém člunu.
Dvě mladé dívky, které nosí růžovou si hrají na dětském hřišti.
Muž v bílé košili hraje na kytaru ženě v bílé košili.
Baseballový pálkař, který zvedá svou ruku.
Ženy nesoucí předměty na svých hlavách jdou prašnou cestou se zelení na každé straně.
Dvě dívky na dětském hřišti.
Muž má bezpečnostní oblek, zatímco trénuje černého psa.
Muž, který má barevné oblečení a bílé sluneční brýle, hraje rukama na velký buben.
Mladý chlapec, který si v bazénu hraje se zelenou vodní pistolí.
Hnědý pes ležící na štěrku s trávou a stromy v pozadí.
Tělnatý muž v oranžové kombinéze stojící vedle ženy v šedém na dálnici, na které leží uprostřed motorka.
Muž řídící traktor táhne zároveň dvě malé děti na projížďku.
Dva lidé se procházejí venku v přírodě.
Muž a jeho pes v horách.
Dva chlapci se dostávají do dodávky a mladší chlapec je v autosedačce.
Skupina dětí, která si hraje s pneumatikami.
Žena, která sedí v metru, drží bílou krabici a zavírá oči.
Dva psi, kteří si spolu hrají.
Černý pes běžící do vody.
Malý pes a velký pes s provazem ve své tlamě.
Muž v obleku jde okolo budovy, zatímco kapota auta odráží zkroucený pohled na budovu.
Osoba s dvěma hůlkami lyžuje po zasněženém kopci.
Sedm lidí jede na zeleném raftu v bílé říční vodě.
Hodně lidí se prochází po parku s hodně stromy.
Žena v bílém vršku a zelených kalhotách manipuluje se zelenou zeleninou.
Muž přechází ulici.
Velká žena s krátkými vlasy spící na židli ve společnosti.
Lidé se procházejí v nočním prostředí.
Muž krájí jídlo a dává je do misek na jídlo v jídelním areálu.
Čtyři lyžaři šplhající na sněhem pokryté hory.
Mladá dívka s blonďatými vlasy a brýlemi, která sedí u stolu v restauraci.
Osoba pluje na raftu v divoké vodě.
Mladý muž v šortkách se dívá do potoka vedle skalní stěny.
Chlapec na zelené plastové houpačce.
Muž v modré košili se chystá přejít ulici, zatímco policejní auto projíždí.
Malý chlapec si hraje u pneumatik.
Žena, která jí nějaké jídlo, zatímco sedí na malé stoličce vedle propanu.
Žena v modrých šortkách, která jde na pláži bez bot.
Dva muži v modrozelených nemocničních oblecích stojí před kavárnou s cedulí otevřeno.
Osoba v kiltu jde po nadjezdu.
Chlapec a batole stojí u vodní fontány.
Skupina lidí jde na pláž.
Surfující, který se vynořuje z oceánu se svým prknem, zatímco vlny se rozbíjejí na břehu za ním.
Pět mladých lidí připravují jídlo v kuchyni, zatímco sledují televizi.
Osamělý horolezec v postroji, který leze velkou skalní stěnu.
Záběr mužských nohou zblízka na pedálu jízdního kola.
Pět mužů myje okna v budovách alpského stylu na pěti žebřících.
Lidé lezou na zvláštní mřížovanou stavbu.
Hnědo-bílý pes, který běží spadaným listím na zemi.
Chlapec jezdí na skateboardu a skáče přes další skateboard.
Zablácené dítě skáče do více bláta na zemi.
Žena v zelené bundě tlačí tlačítko pro překročení ulice.
Starší pár prochází okolo obchodu se šperky za slunečného dne.
Úzký potok protéká mezi listím pokrytými kopci.
Muž v dýchacím oděvu drží krabici.
Dívka na pláži právě vycházející z oceánu.
Mladý muž držící lahev piva a cigaretu stříká tekutinu na dřevěné uhlí na grilu.
Dívka ležící na trávě.
Potápěč s dýchacím přístrojem pod vodou držící ve svých rukou malého korýše.
Holčička běží jasně osvětlenou chodbou.
Mladé asijské dívky odpočívají podél břehu řeky.
Tři lidé pózují před velkou bílou budovou.
Mladí studenti hrají na hudební nástroje v orchestru.
Dva muži jsou v podzemí a zdá se, že jsou horníci.
Muž tmavé pleti hrají na kytaru a muž se slunečních brýlích poslouchá a usmívá se.
Chlapci šplhají po dřevěných kůlech ve špinavé řece.
Starší afroamerický muž ve žlutém triku stojí před informačním stojanem.
Tři starší ženy, které jdou zezadu.
Muž s páskou přes oči se snaží o piňatu, zatímco lidé se dívají z plošiny za ním.
Muž v oranžovém triku, který dřepí a pracuje na černém kole.
Žena v černých šatech stojí vedle růžového kola.
Muž v bílém umývá podlahu.
Žena maluje obraz velké budovy, která je vidět v pozadí.
Děti čtou a píšou.
Muž s batohem a holí zkoumá hornatý terén.
Muži pracují na stavbě.
Skupina žen, které vypadají nešťastně, sedí v kuchyni a mluví.
Dva lidí sedí na skále a vyhlíží na řeku.
Muž sedí na trávě a drží před sebou dítě.
Muž řeže kus dřeva aby opravil plot.
Skupina, která hraje venku před malým davem.
Malý chlapec, který si hraje s kolem.
Dva mladí černoši v modrých džínách sedí před houpací sítí.
Skupina lidí se prochází venkovskou ulicí.
Dvě asijské ženy dokončují úkoly a je tam nádherné bambusové pozadí.
Tři velcí psi běží rychle vedle domu.
Skupina žen jde ulicí, nosící rozevřené deštníky na ochranu před deštěm padajícím z oblohy.
Žena, která dělá suši na kuchyňském pultu.
Hnědý pes jde řekou, která je obklopená křovím.
Mladá africká dívka v bílé židli dělá jiné dívce účes.
Afroamerické dítě v červené flanelové košili spí na houpací síti upletené z provazů.
Malý chlapec se klouže dolů po červené skluzavce.
Žena v zelených šatech, která kouří cigaretu, tančí s partnerem.
Dva mladí muži, kteří skáčou přes dvě velké klády.
Muž dávající malého chlapce v oranžové do dětské houpačky.
Dva muži, kteří bojují, zatímco hrají frisbee.
Usmívající se žena v oranžové sukni drží otevřený kufr, který ukazuje kladivo.
Chlapík dávající pokyny lidem vzadu ve vlaku.
Muž v zeleném triku drží váleček na těsto, zatímco kouří cigaretu v zaneřáděné kuchyni.
Muž, který ovládá soustředěně jeřáb, zatímco je uvnitř ochranné kabiny.
Dva lidé jsou v dlouhém dřevěném člunu na vodní ploše.
Mladý pár užívající si ledovou tříšť na zalidněné ulici.
Mladý muž si dává nahoru svářečskou masku, zatímco malá dívka se na to dívá, balení piva po šesti, gril a křídou napsaná zpráva v pozadí.
Lidé stojí na vlakovém nástupišti a čekají na vlak.
Spící dítě s bryndákem, které leží na dece.
Muž v černém, na městském chodníku, hraje na harmoniku.
Muž sedí u stolu a jí a pije.
Dva potápěči interagují s delfínem pod vodou.
Tři stejně oblečené ženy stojí venku a mluví spolu.
Černé ženy vyrábějí oblečení ve svém domově.
Muž se středně dlouhými vlasy, který má na sobě červenou hučku a modré šortky, klečí na jednom koleni a špachtlí vytváří hrad z písku.
Blonďatý chlapec, který jí sendvič na bílé židli.
Skupina kovbojů čeká na výzvu, aby chytli živé zvíře.
Skupina lidí v bílém stojí s bílými kozami.
Muž a žena sdílejí polibek na pláži.
Žena čistí okna před obchodem.
Street dance na bílé fólii sleduje skupina mladíků.
Zadák se při fotbale chystá hodit nahrávku z konečné zóny.
Malá dívka objímá svého bratra na lávce v lese.
Dívka jde z kopce dolů kolem nějakých zaparkovaných aut.
Chlapec se snaží dát síť na okno.
Mladý černý muž s dvěma zbraněmi mířícími na jeho hlavu
Zadák,v pozici sochy svobody, je držen zezadu protihráčem.
Pes honí kozu okolo dvorku.
Muž ve svěrací kazajce, který se snaží uvolnit, stojí před dítětem s kostkami Jenga.
Malý chlapec je v bazénu s dospělou ženou.
Řídce obývaná herna s mnoho zářivě osvětlenými hrami a několika roztroušenýma lidmi okolo.
Muž nosící maskáčové oblečení řídí motorku přes nějaké kameny.
Čtyři muži si užívají koupání v místním jezeře.
Rodina sedí v parku na trávě.
Dechovková kapela v červené a bílé uniformě hraje, zatímco sedí na stadionu.
Žena s červenými vlnitými vlasy venku fotí.
Žena, která jede na koni v hliněné aréně a nese americkou vlajku.
Malá dívka ukazuje náklonnost ke svému bratrovi.
Tři mladé dívky oblečené v bílých šatech běží směrem k fontáně.
Žena a dítě procházející se u zpustošené budovy.
Malá dívka a pes vedle ní se dívají na něco v potoce.
Malá dívka hází kamínky do potoka.
Velmi mladá dívka, která má růžové puntíkované kalhoty sedí pěšině v lese.
Pes stojí ve vodě vedle trávy.
Muž v modré bundě s dlouhými rukávy křičící strachy.
Žena s nákupními taškami jde v metru.
Žena v tartanových šatech jde po chodníku vedle kamenné budovy.
Skupina v kostýmech zpívá na renezančním jarmarku.
Dvě ženy hrají na klávesy pod osvětleným stanem v noci.
Lidé fotí na vybetonované oblasti.
Malý chlapec se směje a ukazuje, zatímco muž se dívá ve směru pohledu dítěte.
Hnědý pes se chystá kousnou tlapkami potištěný míč.
Dva muži v černých trikách každý stojící na jedné ruce.
Cukráři se postavili za třídění cukroví.
Muž oblečený v červené a bílé hraje na banjo, zatímco se ostatní dívají.
Skupina usmívajících se mladých žen společné pózuje.
Žena s tmavými vlasy drží zeleninu zatímco stojí před stolem plným zeleniny.
Muž a žena tancují na ulici.
Muž držící lžíci se chystá na talíř plný jídla.
Dva psi zápasí na zemi.
Čtyři muži bruslí v řadě, s posledními třemi držícími se za kyčle muže před před ním.
Žena v tmavém baru, která mluví s lidmi.
Malá holčička s culíkem v růžovém tričku sedí na ramenou muži v davu.
Muž věší obraz stromu, zatímco žena se dívá.
Dvě děti si hrají a muž v černých kalhotách chodí blízko nich.
Štíhlý pes běží zelenou trávou.
Tři blízkovýchodní muži ve formálním oblečení sedí okolo stolu.
Dívka v růžovém točí stuhou.
Blondýna nabízí talíř jídla další blondýně sedící u bílého stolu.
Muž, který se dívá do fotoaparátu, hraje na kytaru.
Starý muž v armádní bojové uniformě promlouvá k řadě dětí, které stojí v pozoru.
Holčička skáče v trávě.
Muž v zelené košili se směje vedle ženy ve žlutém svetru, která drží růžový balónek a má růžový diadém.
Tři psi běží do vody.
Dvě mladé dívky běží přes pole, protože pouští draka po nebi pokrytém mraky.
Pracovník, který se ujišťuje, že jeho stroj pracuje správně.
Muž v zelené bundě svařuje velký kus kovu.
Svářeč v masce svařující s létajícími jikrami.
Malý chlapec s černými vlnitými vlasy sedící na modré židli, která je na chodníku.
Šedivějící bílý muž s brýlemi používá kovářské nástroje.
Mladý chlapec v červeném triku na něco ukazuje.
Skupina čtyř lidí pracuje s v velkým množstvím papíru.
Mladý muž je v potoku se svým špinavým kolem.
Čtyři muži dívající se na velkou ceduli.
Dva muži na lešení, které je postavené zvenku budovy.
Zablácený zlatý retrívr běžící v trávě.
Dvě děti běží v písku podél břehu.
Pes běží se žlutým tenisovým míčkem a nosí červený postroj.
Muž ve spodním prádle a teniskách jde po ulici.
Černý pes běží vodou.
Malý pes skáče do vody.
Tři mladí chlapci skáčou a hrají si v seně.
Muž drží kovové obruby, každou v jedné ruce, zatímco mluví ke dvěma lidem.
Mladý muž s hnědýma očima je oblečen jako Jack Sparrow.
Muž, který má tílko drží ceduli, kde se uvádí Mark Finley.
Mladý chlapec, který se klouže po trávě na nafukovacím kruhu.
Hnědý pták sedí na stromové větvi.
Muž ve žluté košili nosící pestrobarevné plastové šperky.
Muž v rouchu jede po ulici na oslovi.
Muž drží knihu a stojí před tabulí.
Mladá dívka a starší džentlmen se drží za ruce, zatímco on ukazuje na něco mimo fotku.
Muž mluví k osobě v policejní dodávce.
Umělec zabraný do práce kreslí komiksový portrét.
Starší pár stoupá na hromadu písku.
Jedna osoba pomáhající druhé na vrchol hory písku pod zamračenou oblohou.
Dvě vozidla jsou zaparkovaná před malým obchodem s potravinami.
Rozmanitost je kořením života, nezáleží na jaká může být kultura.
Autobus, na kterém pracuje mechanik.
Pracovník, který stojí na vysokém lešení.
Muži dělají práci na silnici na pozadí hnědých kopců.
Muž v modré kánoi, který pádluje v oceánu.
Nějací lidé stojí sami v plavkách na pláži.
Muž v černém triku a červených šortkách sedí na břehu jezera.
Učitelka, která něco ukazuje svým studentům na obrazovce projektoru.
Žena a mladá dívka věší prádlo na šňůru.
Dva turisté odpočívají na zasněžené hoře.
Velmi velké množství lidí stojí venku pod krásnými mraky.
Osoba předčítá knihu k pokoji plném lidí.
Muž sedí na mostě u vody a hraje na akordeon.
Nějací stavební dělníci jsou na plošině a pracují na budově.
Pošťák v dodávce je před brankou.
Dítě spí v autě s otevřeným oknem.
Mladá dívka s kudrnatými vlasy s bílým trikem s obrázkem lebky a kostmi.
Mladé děvčátko dělá bláznivý obličej do fotoaparátu.
Muž nosící oranžovou bezpečnostní vestu a ochrannou přilbu obsluhuje stavební zařízení.
Chlapec, který má červenou bundu, předvádí stojku na trávě.
Batole běží k fotoaparátu v parku.
Pes a písečná bouře.
Starší žena v šátku a s holí stojí na dlážděné ulici s rozbředlým sněhem.
Muž sedí s úsměvem na podlaze a spravuje své kolo.
Skupina lidí stojí a baví se uvnitř budovy.
Muž sedí na červeném lešení.
Muž s pracovními rukavicemi a pásem s nářadím šplhá po lešení vedle staré žluto-bílé budovy.
Dvě děti se dívají na něco vzrušujícího, co jim ukazuje dospělý.
Dva muži, kteří se snaží seškrabat cement z podlahy, aby ji vyrovnali.
Skupina, která hraje na ulici, zatímco náhodní diváci přihlížejí.
Skateboardista, který má černé džíny, bílé triko a červenou kšiltovku vyjíždí na okraj rampy a je pozastavený ve vzduchu.
Čtyři lidé před Wells Fargo.
Dva lidé drží své ruce společně nad třetím před osvětlenou scénou.
Dítě v zeleném skáče na trampolíně.
Skupina vysokoškolských studentů, která se shromažďuje v komunitním centru.
Rodina prochází přes skalnatou krajinu.
Skupina fanoušků na stadionu jsou mají na sobě červenou a fandí.
Žena, která si užívá svou četbu v kavárně.
Afroameričan se dívá do mikroskopu a na zdi visí plakát, který říká krevní buňky.
Tři lidé si hrají na sněhem pokryté městské ulici.
Dva chlapci kopají míč jeden druhému v parku.
Muži v ženském oblečení před obchodem.
Chlapec leží s oranžovým míčem před řadou modrých aut.
Holčička s ručníkem vedle umyvadla.
Žena čistí prach a špínu z možného nálezu.
Pes běží na poli.
Batole, které sedí na houpačce v parku se žlutým dětským hrníčkem.
Pár hovoří s mužem, který sedí u cimbálu.
Dva paraglidisté procvičují své dovednosti na otevřeném poli.
Dítě nosící kovbojský klobouk, které utíká k dalšímu dítěti.
Mladý chlapec se snaží zvednout dýni za stopku na dýňovém políčku.
Lidé v asijském úboru jsou na přehlídku.
Hubený hnědý pes jde přes velký kus spadlého stromu.
Muž pracující na okně, které je na staré budově.
Muž se dívá do zrcadla a holí se, zatímco žena ho fotí.
Chlapec podivně věnuje pozornost botám.
Muž, který má modré triko, modrou kšiltovku a zástěru stojí ve slunečném dnu před Candy Cafe.
Dívka sedí na pláži a upřeně se dívá do oceánu.
Hnědo-bílý pes lehce kouše žlutého psa.
Dívka se slunečními brýlemi a zákazníky v obchodě s tretkami.
Muž se zvláštní helmou sedí na modré motorce.
Malé dítě spí, zatímco drží vycpané zvíře.
Starší muž sedící prosti buňkám s kytarou ve svých rukou.
Jsou tam tři lidé, kteří nosí roucha, dva z nich hrají na dechové nástroje.
Muž hraje na housle venku na chodníku.
Muž rybaří v černém svetru.
Muž opravující duši od kola, zatímco se ho jeho zákazník ptá.
Dav stojí na ulici.
Rodiče, kteří učí malé dítě bruslit.
Mladý chlapec skáče dolů po nafukovací vodní skluzavce.
Malý chlapec stojící na houpačce před modrou klouzačkou.
Ztřeštěnci si užívají hory sjíždějící rokli.
Dva starší muži si v bílé místnosti hrají s mramorovou sochou.
Malá dívka na houpačce se směje.
Skupina, složená ze dvou mužů a ženy, hraje pro skupinu lidí.
Dva muži s oholenými hlavami, kteří oba nosí bílé triko, nacvičují podvodní potápění.
Dva závodníci, z nichž jeden je v amerických vzdušných silách, zápasí.
Několik dětí v kočárech, které se diví mnoha věcem.
Dva muži mají na starosti šedého psa s modrým zauzlovaným lanem v hubě.
Muž, který nakopává fotbalový míč v triku a šortkách.
Muž s kánoí je na pláži s postaveným stanem.
Muž bez trika, který dělá jídlo, zatímco táboří na pláži.
Nějací lidé běží ve tmě na venkovní dráze.
Malá dívka si hraje v seně.
Muž usnul při čtení Da Vinciho kódu.
Muž, který má modré kalhoty, se ohýbá, aby zvedl něco ze země
Muž v mikin1 Alaska a baseballové čepici si kupuje losy.
Dva muži staví něco společně.
Dívka si hraje s náhrdelníkem, zatímco za na ní svítí slunce.
Malý bílý pes prosí.
Malá dívka, která sedí na podlaze, drží kytarový hmatník.
Muž v brýlích griluje vídeňské párky a masové karbanátky na grilu.
Chlapec v červené kšiltovce fotografuje svým fotoaparátem.
Malé dítě pořizuje záběr kamerou na stativu.
Žena v bílém triku a růžových kalhotách stojí za stolem, na kterém leží dort, jahody a punč.
Žena otevírá dárek před svými přáteli.
Dva šediví a jeden černý pes, kteří si hrají v nádrži pod nadjezdem.
Žena sedící u stolu v kuchyni.
Tři lidé ve vlaku, kteří drží hrací karty a usmívají se.
Dva psi a štěně.
Muž na pláži rozprašuje tekutinu z dlouhé hadice.
Početná skupina lidí provádí synchronizovaný tanec, který zahrnuje výskoky.
Malý chlapec vyndává věci z nákupního košíku na pás.
Muž oblečený v lesklém kosmickém obleku pózuje na chodníku fotografovi.
Mladý muž v modrém tričku má ruku okolo mladé ženy v červené bundě.
Holčička leze na prolézačce.
Na rozlehlém venkovním dlážděném prostranství bruslí asijské děti v červeném a žlutém oblečení a s černými chrániči na kolenou.
Na pláži si hrají tři chlapci na babu.
Holčička se zdviženými rukami sjíždí po rudobílé klouzačce.
Tři plavci plavou nebo závodí v oddělených drahách.
Velká skupina lidí v červených vojenských bundách stojí venku v řadách.
Chlapec skáče z vrchu modré plastové klouzačky.
Muž v černém saku a v kostkovaných kalhotách a čepici, drží číšnici tác.
Horolezec v červené helmě shlíží dolů z útesu.
Pán v bezpečnostní přílbě pracuje na strojích.
Chlap ukazující na obří Blackberry.
Skupina žen se prochází s kabelkami na ramenou.
Muž a žena venku u auta, které je plné věcí.
Malý chlapec a dívka hrají baseball na travnatém hřišti.
Velký dav si hraje ve fontáně.
Obrázek centra města, kde lidé přecházejí přes ulici a jdou po chodníku.
Žena v teplácích stojí vedle toalet.
Žena se svou dcerou se měří u ohromného pravítka u "Washington Farms."
Několik mužů, všichni v červeném, táhnou za provaz.
Skupina lidí, kteří sedí na betonových schodech poblíž basketbalového hřiště.
Blonďatá dívka otevírá zelený zabalený balík.
Hráč v cylindru hraje na svůj akordeon v ulici na chodníku.
Žena při vystoupení zpívá píseň.
Holohlavý muž v modrém tričku jí žebra u venkovního stolu.
Muž stojí na okraji velké skály a kochá se výhledem.
Muž čte publiku z kousku papíru, zatímco jiný muž v bílém stojí vedle něj.
Chlapec ve vaně s bublinkami ječí nebo zpívá do kartáče na mytí.
Skupina lidí poslouchá venku v sedě hru na kytaru a housle.
Mladík a batole se plazí.
Pán v zástěře stojí v kuchyni a drží talíř.
Chlapec drží před poníkem červený kyblík.
Blonďatá dívka v předpubertálním věku, která si hraje s bublinami vedle prodejního stánku na nádvoří obchodního domu.
Chlápek v obleku hraje na dudy vedle dívky v tyrkysovém oblečení.
Pes se snaží chytit do huby sněhovou kouli.
Musíte na to odpovědět šéfovi.
Osobě staví stan poblíž skupiny dalších stanů na zasněžené zemi.
Pár, který se drží za ruce, zastavuje, aby se na něco podíval.
Malý chlapec si hraje na hřišti na něčem ve tvaru mořského koníka.
Mladík plave v bazénu.
Chlapec bez trička má v ruce míč na volejbal.
Skupinka školáků jde na podzim po venkovské cestě.
Blonďatá dívenka rozsypává na stůl prášek Nesquik.
Pán v kovbojských botách a boxerkách,který drží kytaru, drží ženu za ruku.
Mladý Asiat studuje s tužkou a slovníkem, zatímco pije kolu.
Několik lidí se veze na korbě popelářského vozu.
Muž v zeleném tričku míchá něco v misce vedle sporáku se dvěma pánvemi.
Několik dívek se prochází nádhernou chodbou.
Dvě asiatky s mladou asijskou holčičkou, která má trojkolku, stojí venku ve stínu.
Malý chlapec se snaží vylézt nahoru.
Mladý chlapec v modré bundě vytahuje něco černého z látkového sáčku.
Chlapec opravuje kolo na svém bicyklu.
Muž v modrém tričku a červené čepici na straně vozíku plného sena, který je tažen bílým koněm.
Pět mužů v restauraci pózuje při fotografování.
Dvě ženy v bílých šatech jdou kolem reklamy se dvěma golfisty.
Žena prochází kolem řeky naproti městských budov.
Zatímco hráči červeného týmu přihlížejí, hráč modrobílého týmu přihrává míč svému spoluhráči.
Zatímco jeden odchází, skáče druhý pes na slečnu.
Pes odpočívá v travnatém poli
Chlap jede na velkém hnědém býkovi.
Asiatka ve žlutém triku si prohlíží před kasou pohlednice.
Hnědý pes si hraje v bahně.
Hodně lidí na karnevalu soutěží ve vodním střelectví.
Dva lidé nosí přilby, které mají nahoře svíčky.
Dívka s černými vlasy, rovnátky a ve slunečních brýlích pózuje s dřevěným robotem.
Žena sedí v prádelně a dívá se do fotoaparátu.
Prodavač s množstvím rozličného zboží stojí mezi několika dalšími lidmi na prašné cestě.
Muž nesoucí lavór čehosi na hlavě.
Po schodech v uličce, kde jsou graffiti na zdech vycházejí a scházejí lidé.
Dav si užívá na pláži.
Muž v kšiltovce hraje s kamarádem v herně střílečku na konzoli.
Skupina lidí pracuje na projektu pro dobrovolnickou organizaci.
Dva fotbalisté se zamotávají do sebe, když oba míří pro balon.
Mladý muž, který skateboarduje před oceánem.
Slečna v černém triku jde po cestě a telefonuje.
Černá žena jde k ženě ve žlutém klobouku.
Hudebník v hnědém kabátu se prochází ve svých tenisových botách.
Žena v historickém oblečení s množstvím perel.
Pár sedí na kapotě auta zády k fotoaparátu.
Auto je částečně ponořeno v jezeře.
Tři ženy v černém sedí ve vlaku vedle sebe.
Za pánem sedícím na plachetnici zapadá slunce.
Batole zkoumá modré džíny, zatímco dospělý stojí v pozadí.
Místo dopravní nehody mezi tramvají a cyklistou.
Malá holčička v červených šatech stojí na lesní cestě, v pozadí je kůň.
Lidé v kostýmech stojí okolo stromu v lese.
Holčička běží na pláži za zády mladé ženy, která sedí a hraje na kytaru.
Žena podává malému dítěti v červenám tričku předmět z nákupního košíku.
Dělník drží dopravní značku stop, aby pozastavil dopravu.
Prodavač pracuje v obchodě s koblihami.
Mužská ruka drží kus kovu na brusném kotouči.
Blondýna kouří cigaretu vedle svých nákupních tašek.
Dva muži v opascích s nářadím připevňují nápis na budovu.
Dva lidé pózují na fotografii.
Skupina lidí usazená u červených židlí a stolů.
Skupina osob protestuje prodáváním lidí.
Dva muži tlačí dodávku, která má na boku obrázek ženy.
Muž stojí u svého grilu na dřevěné uhlí.
Muž v klobouku a se zeleným skútrem stojí u vody v parku.
Motocyklista strhl řidítka doleva.
Žena opřená o židli hraje na elektrickou kytaru.
Během vystoupení na pódiu, jeden z mužů zpívá zatímco druhý hraje na kytaru.
Kytarista drží kytaru na frekventované ulici zatímco lidé přihlížejí.
Zpěvačka zpívá v klubu osvětlená ostrým světlem.
Po cestě jde dívka v modré bundě a černých kalhotách.
Dva pouliční umělci performují na schodech pro skupinku přihlížejících.
Sbor stojí na pódiu a zpívá píseň.
Lidé se podepisují v kostele.
Středně velký smíšený sbor zpívá, zatímco se dirigent snaží udávat rytmus.
Skvrnitý pes skáče přes bahnitý potok.
Zaměstnanec v zářivé vestě a černém oblečení sbírá ze země odpadky, zatímco lidé za ním přecházejí silnici.
Dívka na pláži s duhovými praporky.
Muž v bazénu drží usmívajícího se chlapce v plovací vestě.
Toto je dítě, oblečené v modrém, které stojí bosé na kameni.
Dítě v tričku, zelených botách, červených šortkách, modré čepici stojí na úseku chodníku.
Hnědý pes kluše po travnatém oploceném dvoře.
Venku, před aranžmá pestrých květin, sedí na vršku dýně malá dívka.
Čtyři vojáci drží zbraně, jdou a baví se spolu.
Dva muži v pohorkách předvádějí bojová umění.
Žena a muž, který si na party vychutnává drink.
Postarší muž s cedulí "Zpomal" se usmívá do kamery.
Pes, který se chystá vyskočit, aby chytil létající talíř
Hnědý pes skáče do vzduchu aby chytil míček.
Dívka odráží během hry fotbalový balon hlavou.
Za krátkým plotem se spolu baví dva pánové v parku.
Dva muži v černých košilích se baví u videokamery.
Dva muži spolupracují na rozhovoru s mužem sedícím ve velkém divadle.
Lidé drží cedule a pochodují.
Žena na jevišti drží mikrofon a stojí vedle muže.
Dva Asiaté se smějí, zatímco oslavují narozeniny vrstveným dortem s prskající svíčkou.
DJ v zelené čepici se nahýbá přes své vybavení a zapojuje mikrofón.
Stojící muž drží oběma rukama ženu za chodidlo.
U parkoviště u Notre Dame ve Francii stojí tři ženy v cikánských sukních.
Smějící se žena v baru.
Ulička, kde prochází pár lidí.
Dvě děti u stromu blízko vody.
slečna v růžovém stojí před dodávkou kavárny Mud.
Toto je obrázek dvou asiatů, dřepících u mopedu.
Chodci a automobily si razí cestu přes Times Square v New Yorku.
Muž pomáhá malému dítěti dostat se do vlaku.
Tři lidé, kteří sedí, jí a pijí poblíž stromů, s dalšími třemi lidmi stojícími v pozadí.
Muž stojí před branou uvnitř kopce.
Muž a žena popíjejí drinky a dobře se baví v místním nočním podniku v Los Angeles.
Tři děti sedí okolo stolu a čtou si knihy.
Vedle auta u šňůry na prádlo stojí kluk.
Lidé sedí v hledišti s programy.
Dvě ženy pracují ohnuté na poli a v pozadí jsou stromy.
Velmi mnoho lyžařů se shromažďuje na místě pro lyžaře.
Lidé procházejí skrze pole pokryté sněhem s horou v pozadí.
Dospělý pomáhá malému dítěti nasadit plavecké brýle.
Žena s bílým kšiltem, v modrém tílku a bílých kalhotách jí, zatímco stojí v davu.
Mladý chlapec v baseballovém dresu si kleká aby chytil míček.
Pán s dlouhými vlasy a v modrém tričku sedí venku před svým otevřeným pouzdrem na kytaru a směje se, zatímco ho v sedě sleduje malá dívka.
Žena, která jde od vody, nese na hlavě koš.
Pes očichává čerstvě pořezaný kmen stromu.
Dva psi si hrají na trávě.
Příslušníci etnické skupiny vybírají čerstvé potraviny ke koupi.
Žena, která běží na pláži.
Tři ženy, oblečené na slavnostní příležitost, v momentě, kdy se smějí.
Pes skáče skrze černobílý kruh.
Prodavač barevně vzorovaných koberců si za slunného dne vychutnává doušek ze svého šálku kávy.
Muž s dlouhými tmavými vlasy a s knírkem kráčí ulicí v šortkách a kovbojském klobouku.
Motorkář v oranžové kombinéze se smýká doprava.
Muž nese ceduli, zatímco stojí v dešti.
Horolezec slaňuje strmou skalní stěnu.
Čtyři táborníci si užívají večer u ohniště.
Motocyklista s červenou helmou řídí na silnici svůj modrý motocykl.
Tři muži se procházejí před bílou budovou.
Dva orientální ještěři bojují o nadvládu v malém jezírku.
Mladík hraje zahradní hru nafukovací hračkou.
Skupina závodních vozů jede po závodní dráze.
Osoba s tetováním na ruce, která má na sobě helmu na motocykl.
Rodina a přátelé se sešli k jídlu u stolu plného misek se skvělým jídlem.
Kólie sbíhá skluzavku.
Muž v hnědé bundě stojí mezi skupinou mužů před velkým strojem.
Dav lidí stoupající po schodech na nástupiště.
Dva muži s nápoji v pravici předvádí vtipné grimasy v obličeji.
Holohlavý muž v bílé košili pije sklenici piva.
Muž v modrém tričku a s helmou se připravuje na výstup.
Muž vrtá díru do dýně.
Kameraman natáčí muže, který začíná lézt na kovovou konstrukci.
Horolezec se chystá slaňovat horu.
Žena ve středním věku oděná do červené sukně, hnědé blůzy, která se zabývá výrobou keramiky.
Pán stojí u křesťanské cedule, zatímco kolem projíždí vlak veřejné dopravy.
Pes vyskočil a chytil frisbee na trávě.
Mladí dospělí mají grilování v parku.
Muž v bílém saku drží černou knihu.
Rybář lovící v zimě ze břehu.
Muž a žena se rozhlíží z vyhlídky na schodišti u moře.
Dítě má na sobě oranžové tričko a ladící čelenku a široce se usmívá.
Mladý běloch s krátkými vousy válí na své kytaře.
Dívka se dotýká tváře muže na zdi, když odpočívají od jízdy na motorkách.
Dospělá žena jde za deště s malým chlapcem po molu v dešti pod deštníkem.
Žák s batohem seskakuje ze zdi.
Usmívající se muž v bílém tričku griluje na otevřeném grilu.
Bílý pes sleduje černého psa ve vzduchu.
Černý pes skáče vedle kamenné zdi, aby chytil míček do tlamy.
Muž čte ve vlaku noviny.
Ležící pes je uvázaný k bočnímu zrcátku dodávky Volkswagen.
Dva pánové sedí na lavičce mezi dvěma stromy s výhledem na podzimní krajinu.
Chlapec nakopl modrobílý míč fotbalový kolenem.
Muž pozorně sleduje mikroskopem sklíčko.
Dítě vzhlíží k dospělému, sedíc v kočárku na chodníku ve městě.
Batole se směje na houpačce.
Skupina sedmi lidí jí u stolu s černým ubrusem.
Dva mladíci sekají plevel na svém dvorku.
Muž v červeném kabátě řídí vůz.
Žena s malým černým psem přechází po chodníku.
Skupinka dětí běhá trávou.
Muž ve fialovo bílo žlutém na chůdách.
Muž v roztrhané košili a kalhotách sedí na židli a něco plete.
Muž v květinovém kostýmu a v klobouku vystupuje na ulici s obručí.
Muž v zelené bundě a pleteném klobouku třídí rajčata na venkovním trhu.
Dva psi běží příbojem.
Pes běží vysokou trávou a paní v červeném je v pozadí.
Žena čeká na cosi na chodníku.
Muž sedí na chodníku před asijskou restaurací, lidé jej míjejí.
Skupina lidí stojí okolo dvou sedících mužů s turbany.
Brankář dorostu se pokouší blokovat střelu od protihráče, během utkání v ledním hokeji.
Asiatka jede na kole před dvěma automobily.
Žena sedí u stolu, plete a sleduje hokejový zápas na televizi.
Žena na něčem pracuje s nití v ruce.
Jeden chlapec se pokouší políbit jiného ve školní jídelně.
Cestující v autobuse jsou znuděni.
Postarší pán v čepici a bundě jede na kole po dlážděné cestě, zatímco sluneční paprsky prosvítají skrz podzimní listí, před ním.
Skupina lidí, kteří pracují v kanceláři u konferenčního stolu.
Asiat v obleku a brýlích dříme vedle dveří v metru.
Chlapec se dívá dolů a široce rozpřahuje ruce.
Skupina lidí v modrých tričkách, kteří stojí na trávníku.
Cyklista a muž v obleku sedí vedle fontány a mluví do mobilních telefonů.
Nádherná dlouhovlasá blondýna v modrozelených bikinách jde ulicí.
Pouliční umělec s bílým obličejem pozoruje lidi jdoucí okolo.
Řada lidí buď projíždí na zvířatech nebo prochází pustou krajinou kolem cedule.
Manželský pár sedí ve voze.
Několik motorek zaparkovaných na jednom parkovišti.
Malá holčička, která se na hřišti klouže na klouzačce.
Dva muži v oranžových uniformách uklízí venku na ulici.
Policista je ukázán při práci na pouličním festivale.
Muž stojící na metě nadhazuje míč.
Dvě mladé dívky jezdí na tříkolce.
Nádherná tanečnice tančí na přehlídkové plošině zatímco drží chlapečka.
Muž oblečený v maskáčové výstroji venčí po srážce hnědého psa.
Muž ve vojenské uniformě stojí vedle psa, který vypadá jako vojenský pes k9, s tlampačem v popředí a dalšími vojáky a vojenskými vozy v pozadí.
Muž, který fotografuje v davu lidí.
Muž a žena jdou ulicí během průvodu.
Skupina lidí, kteří se účastní Závodu pro léčbu.
Velké množství lidí se účastní pochodu za věc.
Rybář na souši udržuje svoji síť.
Skupina lidí jede na poli na traktoru John Deere.
Skupina malých dětí, některé mají batůžky a sedí na kopci.
Skupina lidí jede na vlaku a vyhlíží z okna.
Muž a dítě pózují před vlakem.
Malý chlapec v červeném tričku vystrkuje hlavu z okna vlaku.
Lidé, kteří jdou po chodníku vedle stojícího vlaku.
Malé děti a dospělí chodí kolem vlaku na nástupišti číslo devět.
Tři ženy se baví v sedě v čekárně.
Žena v růžové bundě prochází ve městě okolo výkladní skříně s červenými šaty.
Osoba, která si něco čte, sedí pod stromem.
Dva muži natírají venkovní lavičku.
Dvě zdravotní sestry sedí na lavičce a čekají na autobus.
Muž stojí vedle červených dveří.
Postarší muž stojí v mokrém cementu se zednickým hladítkem.
Muž v modrém tričku stojí ve dveřích.
Muž drží pod vodou fotoaparát.
Hnědý pes čelem k černému psu a bílý pes na poli ve vysoké trávě.
Tři psi běží přes travnaté pole.
Mnoho lidí, kteří stojí v autobuse s jasně žlutými madly u stropu.
Malý chlapec setřásá sníh ze stromu.
Mladší dítě v červeném svetru, ukazující nám co je v jeho ruce.
Muž vrtá díru do kovového nádoby.
Pes, který jde po rozpraskaném bledém povrchu.
Sedm lidí sedí a hraje karty na černém stole.
Muž v černém tričku a v brýlích krájí rajče na kuchyňském stole.
Mladí chlapci nesoucí domů nějaké ovoce.
Dřepící muž v bílém tričku a kalhotách pracuje na velkém tkalcovském stavu.
Muž zvedá velký kámen.
Dva lidé s výstrojí na rafting stojí na suchém kamenitém břehu řeky a ukazují na řeku.
Chlapec kope do míče a další děti jej pozorují.
Čtyři postarší ženy sedí a povídají si na lavičce v parku.
Muž v bílém tričku a světle hnědých kalhotách pokládá na střechu nové došky.
Stavební dělníci ve žlutém a oranžovém pracují na městské ulici.
Muž tlačí po ulici čtyřkolový vůz.
Muž s červenou záchrannou vestou mává při jízdě na vodních lyžích.
Člověk v červené lyžařské vestě, který lyžuje pozadu
Muž oblečený do červené záchranné vesty, lyžuje na vodě v zátoce.
Dítě s rukou dospělého.
Dívka stojí vedle kola zaparkovaného před budovou, zatímco okolo prochází dva muži, kteří nesou kytary.
Dva mladí chlapci hrají v pokoji dámu.
Lidé v přístavu přebírají a odesílají zboží vedle pěkné velké bílé lodi.
Žena sedí na kamenech u oceánu.
Rybář rybaří na břehu zamlžené řeky.
Muž hraje na pláži na kytaru.
Na tomto pokřiveném obrázku je muž na hliněné cestě se svým psem.
Mladý muž loupe nožem citron do červeného koše.
Černý pes vyskočil z vody.
Na asijské přehlídce jde skupina účastníků před svým přehlídkovým vozem.
Dva sedící lidé, otočeni zády, s dredy.
Stavební dělník staví zdi s vrtačkou
Novomanželé stojí nad schody, pod kterými stojí další dva lidé.
Hudební vystoupení na obřím stadionu právě začíná
Dopravní policista řídí provoz před autem s poznávací značkou z Ohia.
Blonďatý muž vášnivě zpívá do mikrofonu.
Za mozaikou se španělským nápisem stojí před travnatým kopcem osoba v pestrobarevné čepici.
Dvě ženy proplouvají v sudu Busch Gardens zatáčkou toboganu.
Cyklistka oblečená v červeném používá komunikační zařízení, zatímco další prochází okolo.
Dva muži čekají na rohu ulice ačkoli prší.
Dva muži v černých kabátech stojí před budovou.
Muž v červené košili hraje na elektrickou kytaru.
Skupina dospělých a dětí se dívá v zábavním parku přes zrcadlo.
Muž postrkuje dítě na dětské kolejnici.
Bezdomovec poslouchá u pouličního osvětlení u pláže radio.
Malá holčička leze do bazénu.
Chlapec a žena ve středním věku odchází od davu lidí venku.
Pán s chlapcem ochutnávají ovoce.
Muž a žena, kteří si vychutnávají dobré jídlo ve venkovní restauraci.
Muž ve žlutém tričku řeže nějakou překližku.
Paní v modrobéžovookrově pruhovaném tričku kouří
Mladý muž stojí v kuchyni a drží velkou zapékací mísu.
Muž v červeném tričku a žena v barevném tričku sedí venku.
Vzrušující lekce karate v dódžó.
Miminko v zeleném si na podlaze hraje s hadicí vysavače.
Muž a žena umývají špinavé nádobí v kuchyni.
Pouliční umělec bílé pleti má na sobě černé tričko a modrý klobouk se žlutým pruhem.
Umělkyně maluje zeď pokrytou bambusem.
Muž v černém triku objímá ženu v bílém triku a šedé sukni.
Dívka v růžovém tričku běží po rozkvetlé louce.
Několik turistů, kteří si fotí své psy se zataženou oblohou v pozadí.
Muž, který venku hraje na kytaru a zpívá.
Zatímco pijí, baví se muž v modrém triku se ženou v šatech.
Dva lidé nesou koš plný jídla boční uličkou.
Zatímco sedí na křesle, muž v modrém tričku, šedých kalhotách, pestrobarevném šátku a bez bot, fouká do dlouhé trubky.
Dělníci opravují železniční trať.
Stavební dělník brousí kus železa.
Dvě ženy si hrají a usmívají se.
Dělníci v reflexním oblečení s lopatami na kolejích.
Dvě ženy, které jdou kolem obchodu a dívají se dovnitř.
Matka stojí v kuchyni a drží malé dítě.
Malý chlapec sedí na trávníku.
Dva muži, kteří se baví o podnikání u piva.
Dvě ženy s hnědými vlasy, které se baví.
Žena se šátkem na hlavě sedí uvnitř květinářství a spí.
Skupina lidí pracuje na písečné soše.
Skupina lidí a černý pes v obývacím pokoji s jídelnou, někteří spí, někteří jí.
Fyzicky postižená osoba sedí v parku na svém invalidním vozíku.
Dítě spí na gauči s otevřenými ústy a s rukou položenou přes hrudník.
Pět dospělých sedí na kamenných schodech.
Mladá žena v zelené blůze, která stojí v metru, drží igelitovou tašku.
I když na ní dělník prováděl úpravy, byla prodejna otevřená.
Pracující muž svařuje cosi malého pájecím strojem.
Hnědobílý pes běží na podzim po cestě.
Mladá osoba v kostkované košili s punkovým účesem a piercingem v nose.
Pán ve fialové bundě má na tváři výraz.
Starší paní v plavkách drží ceduli a účastní se demonstrace ohledně imigrace.
Hráč na bonga v červeném triku hraje v kapele.
Dva fotbalové týmy na fotbalovém hřišti se třemi rozhodčími.
Tři chlapci hrají kopanou.
Jeden ze dvou mladíků, stojících uprostřed ulice, který má černé krátké kalhoty tleská, zatímco druhý v šedém obleční běží vpřed.
Chlapec běží po chodníku před modrou budovou.
Černobílý pes si hraje ve vodě.
Dítě na elektrickém houpacím poníkovi.
Pán čte z papíru do mikrofonu před dvěma hudebníky s tubami.
Dav pozoruje psa, jak šplhá po schodišti.
Žena, která sedí na šedé lavičce před betonovou zdí s nápisy.
Pán v černém tričku a džínách hraje bowling s míčem a devíti sprejovými plechovkami.
Žena v tmavomodrém tričku tká pruhovaný kus látky.
Antilopa běží skrze vysokou hnědou trávu.
Slečna v kšiltovce se učí jak spřádat látku od instruktorky.
Pouliční umělec s kytarou.
Dva muži v černých vestách a bílých košilích a dívka, kteří drží láhve s pivem.
Dva propletení jednotlivci na cementovém chodníku.
Po ulici jdou dvě dívky a baví se.
Muž v obleku, který si dává šlofíka v parku.
Malý chlapec v modrém balancuje při chůzi na velkém kameni.
Dva psi si hrají na trávě.
Tři muži postaveni venku před budovou, z nichž každý hraje na nástroj.
Roztleskávačky fandí na hřišti.
Součástí průvodu jsou mexičanky tančící v bílých ozdobných šatech.
Dva muži v kabátech drží zbraně a nesou mrtvého králíka.
Pán v obleku stojí na ulici a má nataženou pravou ruku.
Muž mává své rodině z vrcholu mostu.
Na obrázku soutěží žena, která plave znak.
Tři muži se dobře zasmáli.
Dva muži ve světlých košilích a tmavých kalhotách sedí na balkoně a konverzují, zatímco dole projíždí osamocené auto.
Žena v růžových bikinách vedle muže v hnědém.
Žena oblečená do sporých bikin jde k pánovi v pruhovaném triku.
Zákazníci stojí ve frontě u stánku s jídlem.
Panička žádá při procházce na pláži psa, aby jí podal míček.
Dvě děti v dětském autě na benzínové stanici.
Tři děti si hrají v přírodě na prašné cestě.
Žena čeká u vlakových kolejí.
Dvě dámy přechází přes ulici přímo před restaurací.
Chlapec, který na kajaku projíždí peřejemi.
Pán v bílé košili a černých kalhotách stojí se svou levicí na hlavě.
Asijské děti si hrají u zábradlí.
3 děti s čepicemi, které si hrají na koni
Malá dívka pózuje na svém kole se psem v lesích.
Malé dítě objaté ženou se světle hnědými vlasy.
Muži s dudy a kilty stojí v kolečku.
Tři muži v maskovaném oblečení a jeden v čepici a červeném triku stojí před budovou.
Muž v pruhované košili fotí dalšího muže v šedé košili.
Dva staří muži sedí vedle mladé Asiatky v podivně vypadajících křeslech.
Děti v halloweenských kostýmech si užívají představení.
Malá holčička v modré bundě se houpe na červené hračce na dětském hřišti.
Muž v obleku prochází kolem hudebnin.
Muž venčí ve městě dva pudly na vodítkách.
Holčička v modrých šatech používá růžovou obruč.
Tým psů a žena, která je následuje na kole.
Muž hraje u vody na bubny, zatímco kolem něj prochází lidé.
Pán ve žluté čepici drží barevné nafukovací kladivo.
Tři lidé prochází na chodníku kolem hráče na flétnu.
Mladá žena v dvoudílných hnědých plavkách staví na pláži hrad z písku.
Rodina odpočívá na odpočívadle.
Tři lidé se dívají na zem vedle stolu a několika židlí.
Dvě malé děti lezou po schodech do letadla.
Dva hokejisté v stoje zápasí o puk, zatímco brankář klečí před brankou.
Turisté zdolávají hory.
Běžkyni podává láhev s vodou žena v tyrkysové bundě, která drží deštník.
Dáma a batole se prohlíží v zrcadle.
Asiatka v růžovém svetru drží vonné tyčinky.
Dítě klouže po hlavě kovovou rourou
Muž se drží ve vodě rukojeti.
Skupina lidí sleduje miminko s blonďatými vlasy.
Chlapec v plavkách kráčí po písku k vodě
Pán ve fialovém triku je obklopen lidmi.
Oranžová kočka s černými pruhy na pláži.
Děti hrají basketbal na starém hřišti.
Skupina lidí, kteří jdou kolem oblasti plné lidí, s odpadky na zemi.
Hnědý pes chytá míček ve vzduchu.
Skupina lidí se drží tyče za jízdy v hromadné dopravě.
Několik lidí jde dolů po kamenných schodech během dne.
Tři chlapci si hrají okolo kašny na nádvoří kancelářských budov.
Mokrá dívka ve žlutých plavkách se dívá z útesu na plavce ve vodě.
Hnědý pes běží ke třem dalším psům.
Muž hledí na jiného muže a pozoruje jeho techniku holení.
Před frekventovaným obchodem, který je renovován, parkuje Toyota.
Uprostřed ulice je velký žlutý bagr.
Muž v bílém nátělníku, který používá notebook, sedí vedle vysokého sloupu, na kterém je socha.
Malý hnědý pes si hraje s chundelatou bačkorou.
Dvě dívky ve stejných růžovobílých šatech a dva menší chlapci ve stejných černobílých košilích.
Kavkazský muž v černém tričku drží dvě tyče.
Miminko ve stanu s balónky a batole hrající si poblíž fotografových nohou.
Tři muži pohromadě, dva sedí, jeden stojí.
Žena v rudé zástěře se nechává ostříhat.
Slečna v černém upravuje vlasy jiné slečně.
Žena stříhá vlasy jiné ženě, ta se usmívá do fotoaparátu.
Dívka je oblečená do modré hasičské uniformy.
Muž v modrém triku a s brýlemi používá při malbě na velké plátno tenký štětec.
Lidé jdoucí po ulici míjejí obchod s nahrávkami.
Nohy a částečný záběr dvou lidí se skateboardy.
Zvědavé dítě, které má radost z projektoru.
Na pána ve fialové zástěře je u holiče namířen ohromný fén.
Na stanici metra sedí pán a čte si.
Oblečená žena ponořuje do bazénu tyč.
Mladý chlapec se předvádí zatímco venčí svého bílého psa v sousedství.
Chlapec se drží a běží podél kolotoče.
Blonďatá dáma se slunečními brýlemi, která se usmívá.
Velký táborový oheň v noci s několika lidmi sedícími okolo.
Dva pracovníci v oranžových vestách vykovávají svou práci.
Skupina mužů oblečných ve starých vojenských kostýmech, nese hudební nástroje, jako kdyby měli přehlídku.
Muž visí z kraje kamene, zatímco dva další ho chytají.
Pes plave ve vodě směrem k vodopádu.
Šťastná nevěsta a ženich čekají, až je vyfotí fotograf.
Černobílý pes stojí v obýváku na zadních nohou.
Skupina holčiček sedí v tanečním studiu.
Dívka v modrých kraťasech a žlutém tričku hází žlutý míček, zatímco dívka v rudočerném dresu a červené helmě běží.
Mladá dívka se houpe na zahradě.
Skupinka dětí si hraje na ulici, kam je rozprašovaná voda.
Holčička v červeném triku pláče venku.
Dva psi na vodítkách se k sobě natahují, zatímco jejich majitelé od sebe odchází.
Malý chlapec má na svých rukách špinavých od hlíny motýla.
Žena v zeleném svetru sedí na zemi a chystá se odpálit míček tenisovou raketou.
Muž v šátku svírá strom v džungli.
Mezi vodními fontánami si radostně hraje dítě v pruhovaném tričku.
Muži sedí na schodech, žena prochází okolo.
Černý pes s červeným obojkem přelézá přes plotové sloupky.
Dítě, oblečené jako pirát, se usmívá.
Dva psi běží vedle sebe po trávě.
Pán na wakeboardu vyskočil do vzduchu.
Jeden ze dvou mužů sedících na molu hraje na kytaru a dva další stojí před nimi.
Dvě děti hrají hru poblíž jeviště.
Žena v modré bundě a žena v džínovém oděvu s jejich skupinou na vršku hory.
Postarší muž s bílým kloboukem zametá parkoviště.
Přehlídka veteránů se třemi vlajkonoši, kteří představují své vlajky.
Muž na nákladním autě ozdobeném vlajkami a prapory.
Muž převlečený v halloweenské masce se dívá na ženu.
Žena v černé blůze hraje karetní hru.
Dvě ženy, jedna v modrém druhá v černém, které se usmívají a chechtají
Dívka v bundě na posteli.
Mnoho lidí na pláži vedle budovy, na které vlají vlajky.
Černí psi skáčou do bazénu za rukou.
Muž, který má na sobě šedou vojenskou košili s medailemi a světle modrou čepici se zlatými prvky, mává rukou.
Osoba u stolu oblečená do černého kostýmu.
Starší pán, oblečený do trička s krátkým rukávem a krátkých kalhot, obrací maso na velkém ocelovém plynovém grilu.
Velmi šťastný zpěvák v extravagantním oděvu.
Žena nesoucí figurínu jde po chodníku a mluví do mobilního telefonu.
Dítě stojí samo, drží červený balon a hledí do tmavého interiéru.
Řidič řídí staromódní hasičský vůz ulicí a mává na přihlížející.
Starý pán s knírem sedí, drží pušku a usmívá se.
Žena, která má na hlavě červenou látku, prochází okolo modré chatky, zatímco jde po ulici.
Roztleskávačka v lesklém modrém úboru skáče během vystoupení po jevišti.
Žena v kostýmu ďábla pózuje před fontánou.
Na parkovišti pózuje skupinka zaměstnanců DHL, při fotografování.
Tři lidé jdoucí po pěšině v poledne.
Servírka se ve venkovní kavárně baví s mužem.
Na bahnité cestě jde dítě s modrým zavřeným deštníkem spolu s dítětem pod otevřeným žlutým deštníkem.
Klaun, který se usmívá na fotografii během průvodu.
Dva lidé na zasněženém vršku v horách zdvihají ruce.
U pokladny v obchodě stojí dítě v černém triku.
Muž sedí u notebooku, zatímco dva muži (jeden sedící, druhý stojící) stojí v pozadí čelem k sobě.
Pes s postrojem a hračkou v tlamě.
Číňan v tradičním čínském rýžovém klobouku nese vyvážený náklad přes rameno za pomocí dlouhé tyče.
Žena maluje kopii obrazu visícího na stěně.
Čtyři sportovní fanoušci jdou pospolu s papírovými pytli na hlavách, na kterých jsou písmena, která se dohromady skládají v nápis C U B S.
Dva držitelé černých pásku v bílých kimonech zápasí na turnaji bojových umění.
Skupina lidí kráčí během slunečného dne v průvodu a vede za sebou nafukovacího Oskara ze Sezame, otevři se.
Pán krájí dort na růžové podložce.
Kočka sedí na pianu za otevřeným notovým papírem a rozsvícenou skleněnou lampou.
Černoch s červeným motýlkem zpívá sólo v doprovodu s mužským sborem v pozadí.
Voják hraje v průvodu na bubny americké armády Fort Lewis, Washington
Nejúžasnější rekreační aktivita, kempování venku.
Malá dívka s blonďatými vlasy a modrýma očima má na sobě svetr a sedí u hřejícího ohně.
Na oslavě narozenin v kanceláři krájí pán dort.
Muž v hnědém kabátu, který má na sobě helmu, jede na kole, zatímco drží dvě igelitové tašky.
Muž v červeném kostýmu stojí poblíž ostatních.
Žena v červeném klobouku a v šatech sedí sama na lavičce v parku.
Muž, který se směje, má bílou košili.
Žena středního věku v bílém klobouku a bílé bundě vsouvá svou ruku do mužovy kapsy u kalhot.
Kdosi sedí na žluté motorce.
Mladistvý chlapec je u zubaře a drží někoho za ruku.
Muž se dotýká malby na zdi.
Dáma a muž klečí a drží provázek, zatímco je pozoruje jiná paní.
Muž ve žlutém tričku krájí jeho narozeninový dort.
Muž v černém saku a modré košili, který uvnitř telefonuje.
Mladí lidé sedí na kamenech před jejich obytným vozem.
Potetovaný pán drží u obchodu s videohrami mop.
Dva muži, z nichž jeden je v baseballové uniformě si hází s míčkem.
Velká skupina lidí sleduje společně ohňostroj.
Vedle stojící postavy v uniformě se rozprostírá její stín.
Malá holčička na baseballovém hřišti, na kterém starší muž ukazuje směrem k davu.
Starý muž v bílé čepici dříme na rybářském molu.
Návštěvníci prochází po horské stezce okolo bezpečnostního oplocení.
Dobrá samaritánka táhne velmi opilého muže pryč z ulice, aby ho něco nepřejelo.
Žena se dívá do mikroskopu na něco hodně malého, nejspíš se jedná o nějakou laboratorní práci.
Venku má pět lidí v tmavomodrých trikách prezentaci.
Dítě se pohřbilo do písku na pláži, tak že mu zůstala vyčnívat jen hlava.
Žena mluví ke skupině dalších třech žen.
Dívka s pomalovanou tváří, která má na sobě červené tričko, maluje obrázek.
Žena sleduje, jak muž přidržuje malého chlapce.
Žena s brýlemi a ve žlutém tričku drží ruku ve vzduchu.
Dva kluci na pláži drží třetího za ruce a za kotníky.
Skupina mladých mužů je až po hrudník zahrabána v písku.
Žena a dítě jdou po cestě pokryté listy ke dvěma jezdcům na koních.
Kolem městské stavby jdou lidé.
Dva muži s taškami běží stejným směrem.
Muž drží vysílačku před otevřenou zelenou bednou s ovladači.
Mladý muž v kravatě tlačí své kolo.
Blonďatý muž oděný do tmavého oblečení sedí vedle ženy v zeleném a v černém baretu.
Skupina dělníků odklízí sutiny.
Usmívající se žena v červené helmě drží opravdu dlouhý provaz.
Davy lidí, kteří tančí během pouličního festivalu.
Muž a dvě malé děti hrají pro přihlížející.
Tři muži v obýváku vedoucí diskusi.
Muž, který řídí zelený džíp, přejíždí po velkých kamenech.
Žena s výrazným líčením stojí vedle červeného svítícího nápisu.
Pes vyskočí na trávě a chytá létající talíř
Dav se shromáždil aby poslouchal kapelu.
Muž, který jde přes přechod, má dlouhé vlasy, zelenou mikinu a batoh.
Blondýna, která sedí na mole, má na sobě bílé šaty.
Na pozadí ženy v bílých bikinách a modrých šortkách jsou jezera.
Mnoho cyklistů závodí na prašné cestě.
Dva malí chlapci od pasu nahoru při zápase bojového umění, jeden provádí úder, druhý blokuje.
Dvě děti se žlutými pásy bojují na hodině bojového umění.
Těhotná dáma sedí u stolu ve venkovní restauraci a hladí si břicho.
Muž v červených kalhotách se každou chvíli dostane na zem.
Skupina malých dětí, chlapců a dívek, hraje fotbal.
Malý chlapec v modrobílém kope do fotbalového míče.
Skupina lidí v průvodu, několik z nich drží cedule, na nichž jsou fotografie.
Chlapec v červených nohavičkových plavkách skáče na písku.
Dvě asijské děti sedí na židlích na ulici za letního dne.
Pán se houpe na provaze nad vodou.
Pán se zhoupl na provazové houpačce do jezera.
Dav na stadionu v LA usedá před hrou.
Skupina dobrovolníků pracujících s dětmi vybírá na charitu pro děti v nouzi venku před obchodem s hračkami s názvem Toys r us.
Žena v černém fotografuje.
Chlapec v plavkách přechází odtokovou mřížku, zatímco na něj krápe voda.
Upocený potetovaný muž hraje na kytaru.
Pohled z ptačí perspektivy na čtyři lidi stojící uprostřed vysokých hornin.
Lidé stojí a procházejí kolem železničních kolejí.
Cyklista ve fialovém triku jede na červeném kole.
Pán si plácl s chlapcem před holičstvím.
Čtyři děti, dvě dívky a dva chlapci, jedou na kánoi za dobrodružstvím.
Lidé v bezpečnostních vestách stojí, s lopatami v rukou v poli.
Muž ve žluté vestě kouří a pracuje na poli.
Muž v silném větrovém oblečení jde polem.
Tři muži v bezpečnostních vestách pracují podél krajnice.
Dva muži v modrých uniformách a zelených pracovních vestách.
Muž řídí na poli nějaký zemědělský stroj.
Děvčata se snaží odpálit míč během volejbalového utkání.
Dva psi běží ve vodě, drží v tlamách vodítko a červený plovák.
Dva muži shlížejí z lešení.
Muž v černé čepici a modré košili hledá zlato.
Pokrývač v zeleném triku zarovnává mokrý beton.
Postarší Asiat stojí vedle velkého lavóru s rýží.
Žena sedí vedle kyblíku sesbíraných škeblí.
Muž v černém tričku bubnuje na pět prázdných kyblíků.
Žena prodává květiny na rohu ulice.
Vysoký a menší muž, kteří jdou a baví se, mají na sobě stejné sandály.
Dva muži vyplňují dokumenty muži v červeném tričku, který stojí za přepážkou.
Kapela vystupuje na jevišti, zatímco dav zvedá ruce a tleská.
Muž stojí pod velkým zvonem.
Dva muži v tmavém oblečení stojí na autobusové zastávce, jeden si čte noviny.
Blonďatá žena v džínách si čte na lavičce.
Malá holčička v růžových šatech, která pláče.
Muži si vychutnávají sendvič na pouličním trhu.
Velký černý pes s čímsi v tlamě vychází ven z bazénu.
Muž a žena s ušima Mickey Mouse v davu.
Mladík píše textovou zprávu, když stojí před plakátem.
Dva mladí muži stojí vedle sebe na chodníku.
Černoch, který má na sobě modrou košili a nějaké cetky, zírá do fotoaparátu.
Žena stojí u zdi pokryté starými reklamami, na sobě krátké bílé tričko, džínovou bundu a sukni.
Černoch s vodou v láhvi, který se opírá o zeď.
Dvě dívky s dlouhými vlasy sedí na verandě.
Žena v modrých šatech sundává kočku ze střechy automobilu.
Mnoho lidí prochází přeplněným venkovním tržištěm.
Dva pracovníci v přilbách a bezpečnostních vestách stojí vedle žlutého betonového kvádru.
Bubeník a zpěvačka při vystoupení.
Muž v černém obleku a slaměném klobouku drží tenisovou raketu tak, jako by to byla kytara.
Chudá žena v šálu vyhrabává kameny.
Pán se ohýbá sledujíc něco na kamenné pláži.
Prodavačka dává afroameričanovi kelímek.
Muž v černém tričku prodává na trhu ovoce.
Indické dámy tančí před davem
Muž na pozadí se právě chystá hodit kostkou a na popředí jsou vojáčci a kostka
Mladá žena předvádí před diváky sestavu na kladině.
Skupina lidí stojí před vlakem.
Dav se plíží kolem vchodu ve staré budově.
Dva muži oblečení v bílých rozepínacích košilích a bílých kloboucích mají kolem krku uvázané modré šátky
Maskot stojí venku před kavárnou.
Lidé stojící před melouny na kraji ulice.
Dívka, která při představení sedí v ohni
Dva mladé dívky v plavkách stojí pod tekoucí vodou.
Černobílý pes běží v jakémsi listí.
Chlapec v renesančním kostýmu stojí poblíž aut zaparkovaných na trávníku.
Černý a světle hnědý pes spolu zápasí.
Žena svařuje kus kovu, muž ji pozoruje.
Mladý muž leze na horu, další pod ním jej následuje.
Chlapec dělá přemet na skalním útesu.
Postarší pán, který se dívá dolů na své pivo.
Žena v bílém v popředí a muž, který jde těsně za ní, mají za zády nápis Johnova pizza a gyros.
Vláček veze rodinu.
Žena míchá obsah kastrolu na vaření.
Ulice ve městě, kterou uklízí muž v zeleném voze.
Šedivý pes, který v lese prozkoumává spadlý strom.
Čtyři ženy u jídla, které se spolu smějí.
Muž v zeleném tričku a kapsáčích stojí vedle zeleného džípu.
Tři kamarádky sedí v zatměném divadle.
Postarší muž tlačí po ulici vozík, na němž je obraz, který připomíná milovaného člověka.
Žena v zelené vestě, která si fotografuje koně.
Malý chlapec v červeném stojí na ulici s rozpaženýma rukama.
Muž, který drží malou dívku na kole.
Muž v černém tričku se rozdělil o sladkost s holčičkou v oranžových šatech.
Muž, který sedí, podává jídlo malé holčičce.
Žena se starším mužem cvičí po boku na chodících pásech v posilovně.
Chlap zpívá do mikrofonu.
Žena, která jde po ulici, si chrání oči před sluncem.
Lidé se procházejí po zalidněné trhové ulici.
Dvojice v džínách se courá po ulici, která přiléhá k oblasti oddělené oranžovou sítí.
Dvě dívky leží v posteli se dvěma malými psy.
Muž a žena pózují na fotografii vedle stojanu s oblečením.
Horolezec zdolává horský útes.
Dvě ženy ve slunečních brýlích a oblečení, které připomíná letušky, mávají uvnitř budovy.
Pán stojí před kavárnou "Prince St. Café."
Holčička v bílo-černo-červených šatech se dívá na velké stříbrné koule.
Malé děti se mazlí s prasátkem
Pes, který jde po červeném prkně podél modrého oplocení.
Postarší žena v kabátu od Burberry jí.
Žena v černém oblečení, která má na sobě světle hnědé sako, stojí na pódiu a mluví k obecenstvu.
Mladá dívka běží po ulici.
Kytarista v kravatě hraje na kytaru, zatímco dobře oděná paní čte notový záznam v přípravě na zpěv.
Během toho, co jsem pohlížel na město jsem popadl svou kytaru, protože mě to inspirovalo.
Blonďaté dítě běží s vyplazeným jazykem po hřišti.
Pán sedí před pianem a čte si knihu.
Osoba, která vesluje na lodi po rozlehlé hladině.
Pes na pláži vláčí předmět
Matka chová v náručí svého syna ve školních letech.
Žena leze na žebřík, aby vymalovala strop.
Člověk na kole má na vodítku bílého psa.
Žena s brýlemi prezentuje dvěma sedícím ženám.
Žena, které pomáhá žena za pultem.
Dobrovolník v zeleném triku se snaží deskami zaujmout pozornost ženy v ružovém.
Bezpečnostní důstojník stojí na svém místě, za mužem ve vzorovaném svetru.
Dva chlápci v černých tričkách kouří venku.
Žena v černém listuje stránkami knihy v knihovně zatímco se dívka v bílém se sluchátky směje.
Žena pomáhá jiné ženě na počítači s webovou stránkou.
Dvě děti se zabořily hlavou napřed do balónků, zatímco třetí je pozorovalo.
Profesionální prodavač se zastavil během styku se zákazníky.
Tři psi pobíhají po trávě s dřevinami v pozadí
Děti a dospělí si hrají v mělké vodě ve městě.
Květiny prší na ženicha v černém a šedém smokingu a nevěstu v bílých šatech.
Šťastná krásná nevěsta vystupuje z luxusního vozu.
Muž s bílou helmou a v rukavicích jede na kole po špinavé cestě
Skupina lidí, kteří se baví v restauraci.
Baseballový hráč Houstonu chytil balon a nyní jej hází dalšímu členovi týmu.
Tři lidé na pódiu zpívají a hrají na nástroje.
V zahraničním obchodě nakupují v uličce tři lidé.
Čtyři chlapci skáčou do bazénu.
Malý bílý pes leze přes kládu.
Paní nastavuje mnohobarevné balónky v zařízení.
Dvě muži, oba v zářivě žlutých vestách a džínách, pracují na střeše.
Muž v bílém oděvu hraje na elektrickou klávesnici.
Muž v klobouku a jasně žlutých šortkách stojí v bahně.
Muž mluví do mikrofonu.
Postarší muž, který jde po chodníku, má černé šortky a bílé tričko.
Zrzavá žena telefonuje, zatímco hladí hnědého psa.
Muž stojí pod obloukem poblíž restaurace Wendy.
Chlapeček stojí na chodníku s míčem v rukou.
Cesta je přehrazená a obklopená policií.
Skupina mladých lidí sedí a povídá si.
Náhodný chlapík, který si dává drink v asijském baru.
Pes ze sebe setřásá vodu.
Dva psi se přetahují o růžovooranžový balon z opačných konců.
Muž ve společenském oděvu přednáší prezentaci.
Novorozeně spí na boku po dlouhém dni.
Dva pánové uprostřed počítačové učebny.
Žena v tričku, šortkách a sandálech hraje minigolf před květinami a chodníčkem.
Čtyři muži jdou po ulici za chladného počasí
Jedna dívka stojí na ulici, druhá dřepí a dívá se na něco na zemi.
Dva lidé, kteří sedí u počítačů naproti velkého tmavého okna.
Poblíž pobřeží se vezou lidé na lodi a pádlují.
Dva muži, jeden drží velký černý pytel na odpadky.
Muž ve svetru nandavá pytel na odpadky přes poštovní schránku.
Muž v černém tričku a kšiltovce sbírá odpadky na prázdném pozemku.
Dítě si hraje s jídlem, zatímco sedí na vysoké židli.
Muž sedí na zemi na červené tkanině poblíž modrého sloupku.
Skupina několika náctiletých chlapců, kteří jdou po kraji silnice s pytlem na odpadky.
Dívka a chlapec sedí ve voze vedle sebe.
Muž s kšiltem a modrým tílkem odhodil do dálky létající talíř.
Pán těsně před odhozením frisbee.
Muž hází modrý létající talíř do košíku na frisbee.
Dva muži balí koblihy do plastových obalů.
Chlapec v šedé mikině vyhazuje pytel s odpadky do zelené popelnice.
Muž a žena, kteří jedí, když jedna z nich pracuje na počítači.
Dvě usmívající se asiatky drží částečně naplněný odpadkový pytel.
Muž v černém, který drží potrhanou látku.
Mladý muž nese do popelnice pytel s odpadky poté, co sesbíral smetí na ulici.
Pár prochází na chodníku kolem obchodního centra.
Muž v zeleném nátělníku a bílé čepici zpívá do mikrofonu.
Mladík v barevném kostýmu zpívá do mikrofonu.
Muž, který vyhazuje do popelnice pytel s odpadky, zatímco jiný muž drží víko.
Muži v barevných tričkách projevují po závodě na kolech svou pospolitost.
Chlapec pluje po vodě pomocí hnědého zařízení.
Skupina lidí v ochranných přilbách staví dům.
Skupina stavebních dělníků staví dům.
Tři muži staví střechu.
Čtyři děti čtou recept v profesionální kuchyni, zatímco na stole leží suroviny.
Dva lidé s koly stojí před budovou.
Skupina dětí, které se fotí s dárky.
Rybář má nohu chycenou do sítě.
Muž bez trička, který má na sobě světle šedé šortky a kšiltovku, stojí u přídi lodi.
Pán stojí ve vodě a nad něčím přemýšlí.
Dva muži oblečeni na velkou událost.
Muž zpívá a hraje na bílou kytaru.
Pán jde a drží za ruku malé dítě.
Náctiletý chlapec provádí ve skateparku triky na skateboardu.
Postarší muž stojí vedle vystavených dřevěných táců.
Studenti smíšené školy sedí u kamenného piknikového stolu ve dvoře a jedí oběd.
Pán poblíž ulice stojí v obleku poblíž cedule hlásající:"Přestaňte znásilňovat moji ženu."
Lidé bruslící na pozemním kluziště.
Chlapec se zrzavými vlasy drží kornoutek zmrzliny a dává ochutnat postaršímu muži.
Mladý chlapec si hraje v potoce
Lidé v tmavém pokoji, který má stěny osvětlené zelenými světly, jeden člověk drží mobilní telefon.
Muž v košili a kravatě na vrchu výtahové šachty.
Muž, který zapojuje kabel, zatímco drží kytaru.
Dva muži, kteří při řezání zeleného přívěsu používají nářadí.
Otec se synem krájí dort, během večerní oslavy, v jejich sídle v Texasu.
Dva muži, kteří stojí, a jeden má hadici.
Mokrý černobílý pes s černým nosem setřásá vodu.
Blonďatá žena venčí v žabkách psa na ulici.
Muž v modrém tričku, který jde za ruku s malým chlapcem venku na zahradě.
Chlapec stojí ve vodě poblíž frisbee.
Žena sedí s nohama uvnitř mělkého bazénu a dívá se na štěně.
Muž s modrou maskou čte knihu.
Černobílý pes, který má postroj, olizuje obličej brunetě s brýlemi.
Žena v zeleném topu a modrých džínách při bowlingu.
Muž s cigaretou v ústech řídí motorku.
Skupina dětí v modrém oblečení stojí u brány.
Dva muži v bílých košilích pracují ve staré budově.
Záběr z ulice, na kterém jsou zachyceny projíždějící dopravní prostředky zahrnující auta a motorky.
Dvě ženy v šedých tričkách opouštějí linkový autobus a jedna drží papírové sáčky.
Žena v tílku, která stříhá jiné ženě oblečení.
Dítě s hnědými kudrnatými vlasy si pochutnává na nápoji.
Velký stroj pro zemní práce v provozu.
Pán v ochranné přílbě řídí bagr.
Hnědý pes se dívá ven z kánoe na klidnou vodní hladinu.
Tři muži v bílém natírají zábradlí na mole na modro.
Skupina lidí, kteří sedí na terase.
Lidé se baví a lahev vody spadla na zem.
Chlapec v modrozelených kalhotách leží naproti zdi.
Světle hnědý pes, který stojí před nějakými rostlinami.
Muž zápasí s býkem, zatímco diváci přihlíží.
Postarší žena kupuje v obchodě šampon a kondicionér.
Fotograf si fotí květiny.
Horolezec se naklání z útesu proti temně modré obloze.
Muž a žena v brýlích dělají bubliny.
Skupina mladíků zápasí a skotačí v bahnité jámě.
Žena drží obrázek dítěte ležícího na zemi.
Muž v bílém plášti porcuje maso velmi ostrým sekáčkem.
Vypadá to jako zkouška sboru ve starším zdobeném kostele.
Pán se prochází po ulici na podzim a vykopává do vzduchu listí.
Pán v oranžovém přednáší proslov.
Dvě děti si hrají na trávníku s fotbalovým míčem.
Malý zrzavý chlapec hraje hru Whack Em!
Paní v bílých botách drží psa na vodítku.
Muž si holí krk žiletkou.
Žena, která jí salát na tribuně, při nějaké události na stadionu.
Lidé na stadionu hledají své sedačky.
Dvě batolata jí kukuřici na špejli v malém vozíku nebo v malé krabici.
Cyklisté, žena s dítětem v kočárku a lidé sedící v parku.
Malý chlapec v modrém tričku stojí vedle ženy sedící na zemi.
Žena sahá do krabice sladkostí, zatímco poblíž stojí muž.
Několik lidí přihlíží vystoupení dívčí kapely na pódiu, na kterém jsou žluté plakáty.
Žena poslouchá kapelu na pódiu.
Postarší žena, která se usmívá, v modrém kabátu a se psem.
Muž, který se sprchuje v doma udělané venkovní sprše.
Muž v modrém triku vzhlíží k dítěti v červeném pruhovaném triku a modrých džínách.
Muž se v domě ženy s potěšením socializuje.
Muž čistí svoji zahradu fukarem.
Muž a žena se dívají vzhůru na městský blok.
Dlouhovlasý muž hraje na flétnu a nedaleko na zdi sedí racek.
Dva lidé běží na plážovém pobřeží.
Malý chlapec dává pozor na dítě, zatímco bratr si nechává dělat tetování hennou.
Muž v šedé košili zívá.
Kuchař pracující na sporáku, na kterém jsou hrnce a různé další náčiní.
Chlapec chytá rybu, zatímco dívka na ní ukazuje.
Holič v černém tričku opatrně stříhá vlasy mladému chlapci.
Dva potápěči se šnorchly plavou ve velmi modrém moři u oranžové bójky.
Žena v zástěře a bílé košili stojí za plným švédským stolem, zatímco muž za ní se sklání.
Skupina na obědové přestávce.
Dva muži v ringu při kickboxu, jeden dává ránu druhému.
Lidé stojí v zaneřáděné uličce.
Dva malí asijští chlapci pózují na fotografii v zeleném uzavřeném prostoru.
Skupina lidí sedí v kroužku a dobře se baví.
Z modrých dveří za třemi plastovými sandály, vykukuje malá stará žena.
3 lidé v malé chatě nebo domě.
Dítěti se rozlétávají vlasy, zatímco si ho muž drží nad hlavou.
Na dálnici jedou dva cyklisté.
Skupina dívek různých národností, které na matraci v tělocvičně provádí roztleskávání pro děti.
Muž v khaki kalhotách stojí na odpadkovém koši a objímá sloup.
Skupina lidí najednou skákajících do jezera.
Pes pije z vodovodního kohoutku.
Velká vlna tlačí dítě držící žlutý surf.
Promující student v taláru mluví k profesorovi.
Dívka v bílém mává mečem.
Podivínská slečna stojí před oknem a sleduje ulici.
Dva muži jsou na túře s malým dítětem vedle nějaké zajímavé skalní formace.
Muž ve středním věku s červenou kšiltovkou, který rybaří.
Dva chlapci stojí na písku vedle převržené židle.
Chlapec s modrou osuškou a bílou čepicí drží plavecké brýle a šnorchl.
Chlapec, který plave, má na sobě brýle.
Dítě, které si dalo pauzu od hraní, aby si snědlo zmrzlinu.
Kdosi sundavá látku z fotbalového hráče Green Bay Packers.
Žena se záslepkou jede na kole.
Šedě zbarvený pes vrčí v oploceném parku na hnědého psa, který skáče a má fialový obojek.
Těžká technika používaná v továrně.
Dva chlapci jsou upoutaní v závěsech ke stromu a vezou se na houpačce po ocelovém lanku.
Čtyři ženy vyrábí společně jídlo.
Asiat leží na dlaždicové podlaze se dvěma dětmi, staré oblečení používají jako polštáře.
Muž bez trika balancuje na nedokončené střeše.
Dva muži v neprůstřelných vestách pozorují dav u jakýchsi bílých stanů.
Malý chlapec hraje v parku fotbal.
Malý chlapec v modrém tričku si kope s fotbalovým míčem.
Pán kráčející do stínů.
Skupina vojáků se krčí nad ohništěm, na kterém se griluje maso.
Postarší muž pracuje na projektu doma v jeho dílně.
Mladík kouří cigaretu zatímco drží vínovou kytaru.
Starší pán je venku v kalhotách.
Jedno ze dvou dětí v koupelně stojí, zatímco druhé čte z knihy a užívá toaletu.
Dva asiati v tmavých oblecích si povídají.
Muž oděný v černé a bílé tesá dřevo ostrým nástrojem.
Dva lidé na lodi sledují západ slunce.
Dívka v modrohnědém drží tašky a stojí v ústí tunelu.
Tři umývači oken v modrých uniformách pracují na lešení.
Dva mladí muži si hrají venku poblíž zlaté sochy Ghandiho.
Dva psi si hrají venku s hračkou.
Dva muži projíždí při závodě na kolech prašnou cestou, zatímco je sleduje hrstka diváků zpoza plotu.
Žena sedí v parku a telefonuje.
Tři lidé, kteří stojí poblíž tří pestrobarevných horkovzdušných balonů.
Šest velmi barevných horkovzdušných balonů se připravuje na let.
Chlapec na dřevěném basketbalovém hřišti drží míč.
Chlapec dribluje basketbalovým míčem v tělocvičně.
Mladík v pohybu před béžovou zdí a květinami v květináčích.
Mladá žena s modrou helmou leze na skálu.
Pán v bílém tričku a krátkých kalhotách leze po skalách se skupinou lidí, všichni v modrých ochranných přílbách.
Dáma nafukuje hračku Neuvěřitelného Hulka.
Osoba s padákem, na němž je připevněna americká vlajka.
Někdo se snáší na padáku a už se skoro dotýká země.
Holčička v pruhovaném triku drží elektrické poplašné zařízení, které sama postavila.
Muž přistává s padákem vedle tryskového letadla.
Zkušený fotograf fotografuje i přesto, že je zatížen veškerou svou výbavou.
Malé děti se baví v parku skákáním v pytlích.
Skupina dětí, které se baví při závodu v pytlích.
Dítě spí ve své autosedačce.
Muž v šedém saku a bílé košili, který se opírá o zábradlí a baví se s jiným mužem.
Muž středního věku, projíždějící čtvrtí na své černé motorce.
Muž v černé košili projíždí na kolečkových bruslích kolem lavičky ve městě.
Dva pánové vykosťují rybu u dřezu, zatímco ostatní přihlíží.
Lidé sedí na schodu podél vody a rybaří.
Žena visící na konci raftu.
Žena v šarlatové košili se směje, když blondýna s krátkými vlasy vstává z křesla.
Žena v růžovém tričku používá posilovací vybavení.
Za deštivé noci jdou tři lidé ulicí v Číně.
Muž bez trička, v šortkách dřepí.
Bicykl postavený před obchodem, který má oranžovou ceduli.
Příprava rybí večeře pro rodinu.
Chlapec v modré čepici ukazuje k misce plné korku.
Žena drží dítě, zatímco další dítě stojí po jejím boku.
Otec a synové jsou venku jako rodina, která dělá domácí práce se svými hospodářskými zvířaty.
Pán v kšiltovce připravuje barbecue.
Tři ženy různého věku v bílých šatech sedí před stromy na zaprášené pasece.
Cestující jedou vlakem po městě.
Zatímco žena v bílých kovbojských botách prochází kolem, dvě uniformované ženy stojí na chodníku.
Myslím, že zde probíhají stavební práce.
Pět turistů prochází přes suchou, křovinatou pláň směrem k zasněženým vrcholům v pozadí.
Skupinka dětí drží balónková zvířátka.
Dívka v zeleném saku klečí a fotí jinou dívku, která stojí.
Muž v bílém polo tričku a s brýlemi hraje na červenou kytaru.
Muž bez trička skáče do oploceného zeleného bazénu, za kterým je les.
Sbor, který zpívá shromáždění v kostele.
Muž sedí na lavičce před několika fialovými rostlinami.
Dva lidé v helmách na kolo, kteří klábosí na lavičce.
Muž v oranžovém kabátě stojí na žebříku a kontroluje velkou kovovou nádobu.
Přitažlivá žena přelézá ohradu.
Občané si užívají zasněžený den s připomínkou léta v pozadí.
Dívka v kombinéze vytváří ve sněhu anděla.
Dívajíc se do zrcadla, muž si nanáší pěnu na holení na vousy, zatímco jiný postává opodál.
Muž pozoruje starožitnosti v obchodě.
Dva chlupatí žlutí psi si hrají drsným způsobem.
Několik stavebních dělníků dláždí parkoviště.
Skupina chlapců, kteří hrají flag fotbal, zatímco je sleduje pár diváků.
Na ulici je mnoho lidí.
Zástup pochodujících mužů v uniformách, která se skládá z modrého vršku a bílých kalhot.
Muž instaluje dlaždičky na stěnu koupelny.
Dva chlapci nejspíš v koupelně pokládají dlažbu.
Dav lidí na ulici asijského města.
Skupina lidí stojí na straně cesty vedle oranžového autobusu.
Čtyři Asiaté plují ve třech kanoích.
Skupina turistů na malé, barevné lodi ve vodách jihovýchodoasijské země.
Dav shromážděný kolem muže s červenou japonskou maskou.
Člověk držící pruhovanou tubu stojí vprostřed davu lidí.
Usmívající se člověk, který má na sobě bundu a boty, skáče do velké louže.
Tři lidé vylézají horu s řekou a horami na pozadí.
Chlápek a hoch jedou společně na skateboardu.
Dva jezevčíci běží v trávě s modrým balonkem.
Lékárník v práci vydává předepsané léky.
Dívka zpívá do mikrofonu, zatímco ji ostatní dívky pozorují.
Hnědý pes si hraje s tenisákem.
Čtyři chlapi v autě, jeden na prostředním sedadle je otočený dozadu a dívá se do fotoaparátu.
Muž uvnitř drží plastovou konvici.
Dívka v červené bundě, modré čelence a v džínách, dělá anděla ve sněhu.
Skupina dívek pořádá studijní večírek.
Člověk v mikině s kapucí, která zakrývá jeho obličej, sedí vedle čerstvě pořezaného kmene.
Muži, kteří závodí v kácení stromů.
Dva muži v neonově žlutých tričkách pilně řežou kmen na polovinu.
Skupina náctiletých, kteří si povídají vedle betonové zdi.
Paní stojí před kamenným jezírkem a má na sobě červené tričko.
Muž ve žluté vestě značky Hi-viz uchopuje dřevěnou desku.
Jeden ze dvou mužů, kteří sedí na kolejnicích, ukazuje do kamery něco ve své ruce.
Muž vyrábí v kuchyni preclíky.
Skupina dětí stojí na pódiu před publikem připraveným na vystoupení.
Pán tlačí vozík plný pytlů vody na posuvném pásu.
Žena ve fialových šatech kontroluje velký kus látky.
Žena spí, zatímco sedí na lavičce v parku.
Muž v pracovní přílbě stoji na hromadě suti.
Orientální žena, která ukazuje prstem na přeplněné ulici.
Nevěsta a někdo z její svatební oslavy, oblečený v tmavších šatech, jdou po pláži.
Stříbrná socha mužů na kolech.
Žena oblečená v černém svetru, rukavicích, klobouku a šále, sedí na pláži vedle balvanu.
Malý chlapec stojí na molu vedle člunu.
Gymnasta v modrém cvičebním úboru dělá na cvičebním povrchu stojku.
Dítě v zelených botách se dívá do odtoku.
Běloch ve žlutém tričku s nápisem "Sběratel skla" tahá velmi těžce za silné lano.
Muž v maskáčových šortkách a oranžovém tričku má kšiltovku dozadu.
Velké množství množství lidí stojících na ulici, před velkými budovami.
Světle hnědý pes běží mělkou vodou s klackem v tlamě.
Muž v pruhované košili sleduje projíždějící metro.
Nějací muži opravují cosi uprostřed ulice.
Holohlavý pán s potetovanými pažemi se zastavil v lese se dvěma psy.
Pán stojí na kameni, zatímco sleduje bicykl.
Dítě v oranžovém si hraje venku se sněhovou koulí.
Osoba slézá zasněženou horu.
Muž v šortkách stojí na skále a rozhlíží se na vyhlídce na vrcholu kopce.
Hnědý pes se prochází květinami.
Žena v modrém spodku a modré sportovní podprsence běží na atletické dráze.
Žena a dva muži ve třídě.
Brunetka s brýlemi a blondýnka se baví venku na hřišti.
Světle hnědý pes skáče, aby chytil tenisový míček.
Čtyři muži (2 přihlížející) v helmách, kteří kopou v zemi.
Stará žena tká látku.
Takový nádherný den na osamocené potápění se šnorchlem.
Polibek světle hnědého psa a malé holčičky.
Vzdálená postava, která prochází mezi stromy, na nichž je lehký sněhový poprašek.
Pes běží chytit frisbee na umělé trávě.
Chlapec v červeném baseballovém ohozu nadhazuje před obytným karavanem.
Na ulici se shromažďuje velký dav lidí.
Osoba sedící na židli mimo budovu prodává zboží.
Dítě si venku hraje s vodní výpustí, zatímco ho sleduje zbytek rodiny.
Žena s krátkými blonďatými vlasy drží své housle a smyčec.
Muž zdolává zasněženou horu.
Dva pudlové ve sněhu, jeden vysoko ve výskoku
Kuchaři si na balkoně dávají pauzu od práce
Velká skupina lidí na řece v červeném raftu, která má na sobě záchranné vesty
Muž se zvednutýma rukama na vrcholu hory.
Dítě hraje na červenou dětskou kytaru a zpívá do pestrobarevného plastového mikrofonu.
Muž pádlující na vodě.
Dva muži v zaneřáděné kuchyni, kteří se chystají vychutnat výborného krocana.
Muž připravuje jídlo na kuchyňské lince ve třech miskách.
Holohlavý muž s brýlemi porcuje na jídelním stole. krocana.
Muž s černými vlasy hledí po pravici.
Fialový padák se snáší k z útesu k šedému moři dole.
Parašutista stojí v poli poblíž svého rozloženého padáku.
Muž pokládá krůtu na gril.
Skupina dělníků něco staví.
Tři ženy konverzují pod deštníkem, další žena sedí sama na lavičce.
Muž v modrém dělá kung-fu.
Parašutista, se kterým letí pták.
Dva myslivečtí psi soupeří o úlovek.
Muž přednášející skupině lidí ve středně velké místnosti.
Dítě tlačící kočárek, ve kterém je jeho mladší sourozenec.
Dívka v květovaných šatech běží po písku.
Malé dítě sedí v kufru.
Davy lidí, kteří jdou, většina z nich v bílém.
Obrázek dvou dívek, které v noci předou.
Černé štěně s černým obojkem sedí na trávě a na listí.
Malý asiat leze po asfaltu.
Dítě v tmavě zeleném kabátu nese hračku v obchodě s hračkami.
Miminko držící herní ovladač nad hlavou, zatímco se směje.
Postarší muž pokládá dřevěnou bednu na vrch z dřevěných přepravek.
Muž, který se opírá o stůl, poslouchá někoho v telefonu.
Muž s červenobílou čepicí na hlavě, který leží na zemi.
Tři chlapci v pokoji obloženým dřevem, jeden si prohlíží luk.
Jeden ze tří zřejmě identických mužů u stolu, sedí na kraji a pije z kávového šálku.
Muž promlouvá k chlapci na osamělém místě.
Skupina dospělých dívek sedí na zemi a pletou.
Pán tlačí chlapce na lanovce.
Hnědobílý pes běží v červeném kabátku po travnaté cestě.
Dva turisté jsou ve vodním toku a snaží se přejít.
Asiat si hraje se svým nemluvnětem v moderním bytě.
Mladá rodina sedí na schodech a užívá si den
Poblíž zalesněné oblasti si před schody hrají děti a dospělí.
Mezi červenými auty stojí dvě děti.
Pán si v sedě čte noviny u hrnku kávy.
Muž v bílém tričku drží lopatu na sníh.
Hnědý a černý pes jsou spolu ve vysoké trávě.
Lide procházející velkou louží.
Muž pracuje na střeše kryté šindelem.
Tři děti zápasí na květovaném koberci.
Muž letí vzduchem, mladá dívka stojí na gauči a vypadá to jako kdyby jej udeřila do žaludku.
Dělník visí za ruce z hromady železných tyčí.
Zde je obrázek muže, který pracuje jako konstruktér.
Tři psi běží po závodní dráze.
Paní v červeném stojí vprostřed ulice mezi kolejemi tramvaje.
Malý chlapec tancuje na chodníku obklopen dospělými.
Malé dítě si hraje u zdi s hračkou.
Muž a žena, kteří se usmívají ve městě.
Slunce září nad sněhem a stromy.
Lékař se radí s pacientem.
Velký dav a fotografové čelem ke sportovnímu hřišti.
Za plotem je velká kostra.
Jezdci a koně si dávají pauzu a odpočívají na horské stezce.
Dvě malé děti prochází po cestě lemované stromy.
Skupina muslimských mužů, kteří se, seřazeni do řady, modlí ve městě.
Člověk drží a krmí své dvě malé děti.
Muž v černém triku vysává trávu.
Chlapeček v mikině a holinách táhne zelený vozík.
Doktor měří ženě krevní tlak.
Dva psi si hrají na písku.
Malá holčička v modro-růžovém trikotu jde po kladině, zatímco ji natažená ruka nabízí oporu.
Dáma a muž, kteří sedí a balí dárky.
Malý bosý chlapec se houpá v parku a vrhá letmý pohled do fotoaparátu.
Dva horolezci se usmívají zatímco jsou zavěšeni na stěně hory.
Muž v tmavě zelené zástěře stojí s rukama v bok, v pozadí je gril.
Malý kyblík stojí před sochou.
Blondýna tancuje během slunečného dne.
Prodavač podává zákazníkovi jídlo z venkovního stánku.
Dva staří muži používají na chodníku sbíječky, zatímco okolo chodí lidé.
Venku na schodech si hrají dvě děti, obě v červených bundách.
Malá holčička skáče na pohovce nahoru a dolů.
Cyklista v zimním oblečené jede poblíž křižovatky.
Žena s černou šálou a helmou jede na svém kole.
Člověk, který se dívá ven z okna autobusu A.
Hnědý pes si hraje s bílým psem, který má na hlavě umělé parohy.
Malá holčička v růžovém skáče panáka.
Žena v černém oděvu a oranžové šále se opírá o zeď vedle mapy.
Skupina lidí shromážděných u stromu.
Nahoře v kavárně jeden muž jí u samostatného stolu, někdo další telefonuje, zatímco muž pod schody sedí na papírových krabicích.
Blonďatý chlapec a hnědovlasá dívka se společně smějí u jídla.
Žena ve světlých šatech se směje.
Dva muži připravují jídlo, zatímco stojí v kuchyni
Kamarád fotí kamaráda, který dělá salto na poli.
Několik mladých mužů hraje basketbal.
Tři závodní psi vybíhají ze startovních bran na trať.
Hnědý pes běží po dvoře.
Asiat v černém rouchu, který drží malý vějíř vedle křoví, ze kterého se kouří.
Muž jede dolů po strmém zábradlí vedle schodiště.
Cyklista s tmavou pletí projíždí ulicí plnou aut.
Jeden muž sleduje, jak jiný dělá akrobacii na kole.
Skupina výletníků, kteří si dávají krátkou pauzu.
Pes skáče do bazénu za kachničkou.
Žena v růžové čepici jezdí na kole v parku.
Žena zvládá své dítě, peněženku, peníze a jídlo z trhu.
Dívka, obklopená dalšími lidmi, si na koncertě pořizuje snímek.
Muž v hnědém saku přednáší publiku.
Skupina motorkářů sedí na svých motocyklech na ulici.
Krásná slečna si nanáší makeup před zrcadlem.
Muž v taláru kráčí k plátnu, diváci přihlíží
Černé štěně kouše do krku hnědého psa
Starší paní obdarovává skupinu dětí dortem.
Malá holčička jde ke schodům, na kterých je holub.
Béžový pes nahání bílého psa trávou, ve které je listí.
Starý muž se šedivými vousy jede na kole.
Dva malí chlapci s hnědými vlasy a jeden s blonďatými.
Dva policisté stojí na rušném rohu ulice.
Osoba na pláži v zeleném rogalu.
Žena v černém a zlatém se dívá do strany.
Velice nadšená žena dívající se vpravo.
Dvě ženy v sukních prochází po ulici.
Denní doba vytváří stinnou siluetu turisty oproti rozlehlé vodní ploše obrostlé stromy.
Muž stojí u červeného auta, z okýnka se dívá malý chlapec.
Rybář nadhazuje vlasec do proudu.
Osoba procházející okolo velký bílých geometrických architektonických útvarů.
Turista chodící za oblačného dne po vršku hory.
Jedna kánoe míří ke druhé na zamlženém břehu řeky.
Muž jde po chodníku kolem žlutočervené cedule a něco jí.
Dívka sedící na zemi telefonuje.
Východní Asiatka sedí v něčem, co vypadá jako vagon metra a před ní stojí dva businessmani.
Žena má vystavenou zeleninu.
Malíř visí na laně, na bocích má připevněné dva kyblíky a natírá budovu.
Muž v bílém tričku se rozhlíží, zatímco prodává na ulici.
Dvě dámy jdou po chodníku a baví se spolu.
Ženy rozplývající se nad novorozencem a batoletem.
Muž a žena nesou tašky a jdou po chodníku.
Chlapec sedí v knihovně a čte knihu.
Hnědo-bílý pes drží v tlamě tenisový míček.
Skupina lidí v ochranné výstroji.
Žena s dlouhými červenými vlasy drží houbičku, stojí ve své bílé kuchyni a usmívá se na osobu, která pořizuje fotografii.
Skupina lidí, kteří si vyrazili do přístavu a pijí pivo.
Tři muži při rozhovoru na společenské akci.
Pes běží lesem.
Dvě ženy, které se objímají v přeplněném pokoji, kde si lidé dávají nápoje.
Skupina lidí v budově.
Hnědý pes běží s vodítkem, za psem jde člověk.
Dva muži, kteří se baví venku na veřejném prostranství.
Pán v brýlích se posadil a je přichystaný sníst si svůj burger.
Mladý muž v modrém tričku jí párek v rohlíku.
Dvě děti v bundách pózují se sněhulákem.
Čtyři lidé pozorují něco skrz plot.
Dva smějící se mladí muži leží na zeleném papasanu přikryti světle hnědou dekou.
Venku se sešla velká skupina lidí.
Dívka seděla u stolu a snažila se udělat domeček z perníku.
Muž se dívá z okna vlaku.
Tři děti skáčou do bazénu v jehož prostředku je palma.
Dvě děti ve stejném oblečení visí na drátěném plotu.
Chlapec v pyžamu skáče na červený gauč.
Muž oblečený v typickém obleku šéfkuchaře vaří klobásy.
Černý pes si hraje s kouskem ledu u zamrzlé řeky.
Lidé, kteří jdou po ulici na veletrhu.
Postarší žena jede na kole ve městě, žluté taxi ji předjíždí.
Žena stojí ve dveřích a kouří cigaretu.
Muž je oblečený do bundy, šály a papachy, protože sněží.
Chlapec hraje kriket.
Máma je velmi šťastná, že drží své novorozené dítě.
Černobílý pes skáče v trávě.
Černobílý pes spolu s hnědým psem cválají venku
Žena v helmě jede na kole.
Dva chlapci hrají kriket, jeden hází oranžový míček.
Portrét dívky a malého dítěte.
Muž shlíží na dítě, které mu spí v náručí.
Dívka drží balon a ukazuje na létající talíř.
Školáci v uniformách, v bílých košilích, modrých kalhotách nebo sukních a se žlutými jmenovkami.
Sedm lidí sedí u stolu na kovových skládacích židlích a o něčem diskutují.
Malé černošské dítě stojí na břehu vody vedle kyblíků.
Středně vzrostlé dítě skáče z prašného břehu do zátoky.
Lidé se hemží a chovají se jakoby čekali na něčí odpověď.
Žena v červené sukni jde podél kamenné zdi.
Zrzavý pes se krčí ve sněhu.
Malé dítě tancuje na slaměném povrchu.
Mladík ukazuje divokou grimasu, zatímco mává kuchyňským náčiním.
Dvě dívky drží nápoje a dívají se na něco na telefonu.
V závěji drží dítě, v pletené čepici a kabátu, sněžnou lopatu.
Skupina lidí, kteří se dívají do svých fotoaparátů
Muž na kajaku sjíždí divoký vodopád.
Muž ve žluté lodi pluje po divoké řece.
Malá holčička, oblečená ve fialových šatech, se dívá dolů do fotoaparátu.
Muž se usmívá ve svém modro zeleném kajaku.
Žena a muž stojí naproti sobě na přechodu pro chodce.
Muž a žena pijí v baru.
Muž na parkovišti u červeného vozu, do kterého dává krabici.
Zadek zvířete, jehož předek je pod zemí.
Muž s knírem v bílém tričku u stánku, který vystavuje cigarety a láhve s různými limonádami.
Vypadá to, že se jedná o velké shromáždění lidí oděných do vínového oblečení.
Dva muži v kožichu s nasazenými nosy, klobouky a slunečními brýlemi.
Lidé pózují na fotografii ve sněhu
Mladý běloch, který má na sobě tmavé kalhoty a světlé tričko, hraje v kapele na lesní roh.
Starší pán v havajské košili nese přes rameno velký košík.
Porouchané vozidlo, které je v noci odtaženo opravářským vozem.
Dvě dívky leží na trávníku a usmívají se.
Dva muži bez triček hrají stolní tenis.
Muž se slunečními brýlemi hraje na kytaru.
Muž s černou lyžařskou čepicí a červeno bílou čelenkou hledí do dáli.
Malý bosý chlapec zametá cihlovou podlahu.
Po pokryté cestě běží pes s novinami v tlamě.
Tři ženy čekají na autobus na lavičce.
Muž v černém oděvu surfuje v oceánu.
Tři černí psi plavou ve špinavé vodě
Mladá dívka v silném kabátě držící dort se svíčkami.
Hnědý pes jde ve vodě.
Muž v hnědo červeném hraje uvnitř golf.
Muž na túře po špinavé cestě vysoko nad městem.
Osamělý výletník na špinavé turistické cestě s kloboukem a nasazenými slunečními brýlemi, se stromy v pozadí.
Turista stojí na vrcholu skály s výhledem na město.
Dva muži stojí vedle velkého dílu stroje.
Dva muži, oblečeni v bundách a rukavicích, odfoukávají listí.
Vedle nákladního kamionu stojí před továrnou dva muži v pracovních oděvech.
Žena s dětmi stojí vedle sochy krávy.
Pán v zeleném klobouku si dělá autoportrét.
Tři dospělí, kteří mají teplé zimní oblečení.
Chlapec v černém jde po ulici se zaťatými pěstmi.
Dvě dívky si hrají na dvorku na skateboardu.
Žena v červeném kabátu a hnědém klobouku a muž v černém koženém kabátu prochází kolem pouličního stánku s jídlem.
Hnědovlasý mladík odpočívá ve větvích dubu.
Velký huňatý šedý pes stojí na trávníku před hnědým psem.
Muž ve žlutém tričku USA sedí venku u vchodu do vestibulu.
Farmář při prodeji na trhu seká svoje ovoce mačetou.
Čtyři ženy se smějí v baru.
Skupina mužů a žen sedí v kójích a pijí z lahví a ze sklenic.
Černý pes skáče po písku.
Lidé sedí ve stanu u dlouhých jídelních stolů při nějaké formální příležitosti.
Slečna v zimních šatech vypadá, že je šťastná když sněží.
Muž a dítě se prochází po pláži a na vodě se vznáší balon.
Orchestr zkouší v kostele.
Malý chlapec v zelené košili běží po kamenné římse.
Dva mladíci prodávající na trhu.
Dvě dívky skáčou na trampolíně na dvorku, jedna stojí, druhá přistává na zádech.
Lidé stojí venku a sledují motocykly jedoucí po silnici.
Starší pán v bílé košili jede na motorce.
Osoba se drží zábradlí a jde podél modrozelené vody.
Skupina motorkářů jede po parkovišti.
Muž v boxerkách, který vyřezává dýni.
Mladá dívka stojící za Davidovou hvězdou.
Člověk leží napůl pod autem, tváří dolů.
Černoch v bílém tílku Puma a červených šortkách stojí ve dveřích červené budovy.
Dva muži se na sebe usmívají.
Malý chlapec v pruhovaném tričku hází kamínky do vody, která na něj cáká.
Postarší žena navrhuje vzor na tkalcovském stavu.
Malá dívka, která si hraje v kaluži za chladného dne.
Pes si pokládá hlavu na mužův obličej.
Malé děvče spí a objímá svůj modrý batoh.
Dívka sedí na krokodýlovi
Chlapec v modré bundě stojí na pláži v mělké vodě.
Dítě se širokýma očima v ohrádce
Německý ovčák běží sněhem.
Dlaždič zasazuje dlaždici do země.
Bílo-hnědý pes se válí na zádech v písku.
Pes setřásá vodu
Muž hraje na pětistrunnou elektrickou baskytaru.
Dáma a muž pózují na fotografii.
Stavební dělníci přidávají tvárnice na vršek budovy.
Dvě dívky jdou po ulici v kraťasech a mikinách.
Spousta lidí shromážděných v noci venku, jedí jídlo, osvětleni jasnými světly.
Batole nakukuje do otevírání od sušičky.
Muž v černém tričku sedí ve vlaku vedle staré paní v růžovém tričku.
Muž s červenou čelenkou leze po skále
U holiče v noci si muž čte knihu.
Dva afroameričtí protihráči hrají basketbal.
Když se otočí na kameramana, který je mimo kuchyni, má mladík na tváři překvapený výraz.
Dva muži stojí vedle sebe, jeden se dívá dalekohledem.
Kolem stolu spolu sedí starší lidé a baví se.
Člověk pózuje ve sněhu.
Osamělý člověk stojí na nějakých skalách, v pozadí jsou velké zasněžené hory.
Muž zvedá ruce na skalnaté pláži.
Turista v zelené bundě pózuje vedle velkého ledovce.
Kdosi se dívá dolů na nepořádek na zemi.
Malá holčička stojí na pódiu oblečená jako růžová víla.
Stará paní fotí na venkovní výstavě fotografií.
Šklebící se holčička sedí na růžovém vozíku sjíždějícím zelenou rampu.
Otec a syn se smějí v posteli.
Pět mužů stojí v řadě před červenou oponou.
Tenistka stojí v připravené pozici.
Turista stojí před horou a drží dvě chodící hole.
Hnědí psi kráčí okolo zelené dodávky a nějakého haraburdí.
Černo-šedá kočka stojí na nějakém udělátku, zatímco na ni zírají dva velcí psi.
Postarší žena připravuje jídlo v kuchyni.
Dvě děti, jedno v červené, druhé v modré bundě, sedí u jezera.
Trenér chlapeckého fotbalového týmu promlouvá ke svému družstvu na fotbalovém hřišti.
Muž v béžové košili a hnědých kalhotách sleduje svůj odpal na fairwayi.
Žena si lakuje nehty na nohách, zatímco sedí na zemi.
Malý pes běží ze špíny na ulici
Tři mladíci na pláži s rybářským vybavením.
Student skáče venku ve sněhu před budovou tak, že k sobě sráží paty.
Dva psi pijí vodu z jezera.
Muž s brýlemi a v zeleném tričku se opírá o zeď.
Žena v oranžovém pracuje vedle tkalcovského stavu.
Malé dítě skáče na ulici na barevné hračce.
Lyžař vyskočil nad sníh.
Bílý pes si hraje venku na oploceném dvoře, zatímco sněží.
Osoba, která drží ceduli s nápisem "Obejmutí zdarma," objímá dalšího člověka.
Baseballový míček se navrací po akci, která se odehrála na upraveném hřišti a ostatní se koukají.
Stojící chlapec sleduje dalšího chlápka ve vzduchu.
Malé dítě v červeném kabátu ukazuje na kabelku ve výloze.
Malé dítě stojí na kraji lesa.
Černý pes skáče z břehu řeky poblíž zalesněné oblasti.
Pán pije nápoj před ostře osvětleným sklepem.
Pět asijských dívek, které jsou seřazeny na dráze a připravují se na běh.
Čtyři muži ukazují na svinovací metr, zatímco klečí.
Dva mladí školáci běží, aby se dostali do cíle závodu.
Tři asijští muži, kteří běží a vyhrávají závod.
Skupina sedících asijských dětí, všichni oblečeni do bílých polo triček a námořnicky modrých kalhot.
Chlapec je obklopen holuby.
Skupina lidí, kteří pochodují v uniformách, nese červené cedule s čínskými nápisy.
Žena na sjezdovce
Dítě v zeleném nátělníku s číslem čtyři závodí.
Děti si při štafetě předávají kolík.
Modrý tým předal štafetu na závodě.
Dva lidé stojí na pláži a dívají se doprava.
Potetovaná žena v černých šatech drží nápoj, zatímco sedí u stolku v tlumeně osvětleném pokoji.
Muž pózuje na fotografii na skalnaté pláži.
Batole stojí u sloupu a u nohou mu leží oranžová záchranná vesta.
Tři chlapci spolu závodí.
Dvě dívky závodí na trati.
Oranžový pes skáče přes pruhované tyčky na trati.
Dva lidé v černém sedí na lavičce a dívají se dolů.
Průvod lidí v růžovém oblečení.
Venkovní asijský festival s bílými nápisy na červených transparentech, pódium s porotci za řadou červených květin a mnoho Asiatů stojících okolo.
Několik dětí na asijském tržišti, které nejspíš hrají hru.
Děti, které drží cizojazyčné transparenty, stojí před starším mužem a ženou.
Starší pán na zdobené židli se stolkem v popředí.
Ze skupiny čtyř lidí se na velkou mýdlovou bublinu dívají dva muži.
Dav si užívá venkovní festival.
Dvě postarší ženy, obě v saku s dlouhým rukávem a s bílými vlasy, které se drží za ruce vedle popsané zdi.
Dvě dívky a tři chlapci sedí na lavičce a smějí se.
Bílý pes se brodí jezírkem na vršku hory.
Malý chlapec, který se dívá na červenou zeď
Asiatky stojící před vodou a obklopené stromy s červenými listy.
Asijský mladík se opírá o sloup.
Učitelka baletu ukazuje malé dívce, jak se postavit.
Chlapec si čte u stolu před zataženými žaluziemi.
Lidé na ulici prochází kolem "Lounge & Grill."
Dvě malé děti v chatrči.
Mladí lidé, kteří vedle sebe používají počítače.
Ve venkovské chatě pracují tři pánové na laptopech.
Chlapeček si hraje na dětské prolézačce, která má modrou střechu a žlutou rouru.
Muž sahající pro něco do plastového barelu venku.
Bílý pes si hraje s hnědým psem na koberci.
Chlapec hrající si ve vodě.
Starší pán v béžové bundě přechází městskou ulici.
Rodina se prochází přírodní stezkou zatímco tlačí malé dítě v červeném kočárku.
Mladý chlapec drží na kameru mládě krokodýla.
Za člověkem v červeném křesle stojí u dveří dvě ženy.
Lidé nakupují na trhu se spoustou ovoce.
Chlapec stojí u vody s kamenem v ruce.
Malý chlapec hází kámen do rybníka před velkou budovou.
Za červeným kyblíkem plným peněz, hraje starý pán na kytaru.
Postarší žena, která sedí, dokončuje malbu skupiny afrických žen.
Horolezkyně zdolává strmou skalní stěnu.
Černý pes probíhá bažinatou oblastí.
Muž a nějaká kola stojí před velkou budovou.
Pán v sukni z trávy stojí na poli blízko pobřeží mezi skupinou prasat, která leží na zádech.
Člověk lezoucí po zasněžené hoře.
Žena v závoji sedí před dekou.
Postarší muž sedí před autem.
Bílý pes s hnědými skvrnami skáče vzduchem.
Skupina tanečnic, které tančí na pódiu.
Hnědý pes v červené vestě běží po trávě.
Hráč ródea při soutěži chytá tele do lasa.
Siluety tří mužů spolu stojí nebo sedí na lodi na moři, zatímco slunce zapadá.
Páníček sedí na rudé pohovce vedle kočky.
Tři děti v plavkách si hrají v pěně.
Dlaždič opravuje chodník ve strmém svahu.
Muž hází nebo přitahuje šňůru vhozenou do vody v přístavu pro velkou loď.
Jeep zmazaný od bláta projíždí lesem.
Muž jde ke garáži po špatně osvětlené silnici.
Matka s dcerou stojí u zdi posprejované graffiti.
Chundelatý bílý pes shlíží ze strmé travnaté stráně.
Velká loď projíždí zátokou.
Dvě miminka spí v zamazaných stoličkách pro miminka před poličkami na CD.
Sokol je usazený na dívčině levé ruce, zatímco jí muž asistuje a mluví do mikrofonu.
Dva fotbalové týmy se sbíhají u brankoviště a brankář se natahuje pro míč.
Dítě v červené bundě a oranžových rukavicích sedí ve sněhu vedle lopaty.
Skupina lidí sedí u stolu při jídle.
Žena sedí na kraji silnice a prodává banány.
Dva muži sedí a malují obě straně stojanu v pokoji, kde je i Vánoční stromek.
Na fotografii jsou lidé krmící ovce, které nahání pes.
Pět žen se drží lana u moře.
Hnědý pes sedí na přídi kánoe.
Hnědočerný pes skáče čerstvě posečenou trávou.
Starý pán v brýlích se v sedě modlí se svými korálky.
Lidé v plavkách a lehkém oblečení se zdržují na pláži.
V restauraci je na večeři vícegenerační rodina.
Je tu několik žen, některé z nich na sobě mají trika, na kterých je napsáno HSBC u stolu s občerstvením.
Mladá dívka objímá svého červeného plyšového medvídka.
Množství dětí ve světle zbarveném oblečení hraje hudební židličky.
Hezká obydlená ulice v krásném zeleném předhůří.
Bílý chundelatý pes visí z okna v tyrkysové budově.
Pes běží trávou vedle vody.
K objektivu běží světlý pes.
Muž drží igelitku a stojí ve dveřích.
Čtyři lidé stojí blízko modrého vysokozdvižného vozíku.
Dívčiny hnědé vlasy vlajkou ve větru.
Muž v pruhovaném triku je na pódiu vedle dalšího člověka s kytarou.
Fotbalista oblečený v modrém drží fotbalový míč a chystá se ho hodit.
Muž s brýlemi hraje na velký mosazný nástroj
Malá dívka vykukuje z pleteného košíku.
Holub se dívá na ženu v černých botách, která sedí na lavičce v parku a čte noviny.
Holčička zametá dvorek koštětem, které je větší než ona sama.
Muž stojí na trámu a má na sobě bílou ochrannou helmu.
Městský umělec, muž, oblečený v černém s kovbojským kloboukem hraje na kytaru.
Pracovník na stavně na nosníku naviguje jeřáb, aby umístil další nosník na správné místo.
Dělník v modré mikině měří zahnutý trám.
Po ulici jde pán se skloněnou hlavou.
Muž na pláži s miminem.
Usmívající se muž s krátkými hnědými vlasy a černým trikem s otevřenou oranžovou krabicí od bot.
Paní se stará o své dítě.
Dva muži předvádějí scénku před malou skupinou přátel.
Žena v egyptském kostýmu.
Dvě mladé dívky a starý muž s šedými vlasy a vousy rozbalují Vánoční dárky.
Starší paní v červeném svetru otevírá dárek.
Hnědý pes leží na zádech na bílém koberci se zeleným míčem.
Jeden člověk se dívá obraz, zatímco druhý drží pozdviženou ruku.
Těžké auto jede skrz několik stop hlubokou blátivou louži.
Žena s černém triku se mazlí s kočkou.
Paní v bílém prodává věci na ulici.
Pes a kráva stojí na stráni.
Dva mladí chlapci plavou v bazénu se zelenou vodou.
Dva chlapci zírají na vznášející se předmět.
Paní sedí ve vagonu metra s nohama na sedačkách.
Muži hrající si s červeným kruhem venku na poli.
Chlapec běží po pláži a dívá se na město.
Pán v černých trenýrkách se klouže po plachtě.
Mladý kluk v plavkách a sandálech stojí ve dveřích.
Dvě děti jsou venku na oceánu v malé lodi s větší lodí v pozadí.
Lidé v silně osvětleném městě chodí po chodnících.
Skupina lidí hraje na hudební nástroje.
Asijská žena v černě a bíle potištěné košili sedí po straně budovy.
Skupina mužů oblečených v kostýmu Santy muzicírují na rohu ulice.
Dívka v ramínkovém tričku jí u stolu dort.
Stavební dělník se opírá o semafor u přechodu.
Člověk s červeným kloboukem a zimní bundou se dívá do dálky.
Muž Afrického původu stojí na vrcholu trámu.
Dav dětí z předměstí čeká až začne vystoupení.
Osoba na žebříku vylepuje plakát.
Několik lidí parkuje svou loď v doku.
Muž sedí v restauraci u stolu.
Žena v modrém dresu pronásleduje na hřišti ženu v oranžovém dresu s merunou.
Muž s batohem něco natáčí.
Černobílý pes v kostkovaném kabátku nese velmi dlouhý klacík.
Smějící se muž stojí na dvou koloběžkách.
Bílý pes je ve vzduchu, zatímco chytá zelenou hračku.
Skateboardista se skateboardem sedí na lavičce.
Muž v modrém mlátí muže s červenými rukavicemi, zatímco si on kryje tvář.
Muž v bílém triku jí zeleninu.
Slečna držící kabelku prochází před dvěma dveřmi.
Malé dítě sjíždí ze zasněženého kopce v modré helmě.
Kytarista hraje na akustickou kytaru pro publikum uvnitř velkého žlutobílého stanu.
Čtyři nakupující ve Walmartu vedou závažnou diskuzi v oddělení s potravinami.
Dva lidé s batohy a žena v červených kraťasech stojí na velkých kamenných útvarech.
Turisté jdou po cestě v červeném jílu.
Kapela hraje před skupinou fanoušků.
Kapela hraje ve velice malém prostoru.
Malý chlapec cosi jí a opatlal si tím celou pusu.
Kapela hraje na show.
Dva muži zpívají před malou skupinou mužů v čepicích.
Mnich ukazuje návštěvníkům jednu z věcí, které vlastní.
Muž ve spodním prádle pózuje kvůli fotce se dvěma ženami na Time's Square.
Nějací muži stojí u dálnice.
Člověk v červené čepici stojí na hromadě sněhu na straně ulice, zatímco kolem projíždějí auta.
Horolezec v červené kšiltovce jde po horské cestě.
Muž v modré bundě stojí na prašné cestě v lese plném stromů a kapradí.
Pes sedí na ledu a sněhu.
Teple oblečený kluk předstírá, že rampouch je pistole.
Mladík usnul venku, když si odpočíval s hlavou na svém batohu.
Malé dítě se sněhem na obličeji vstává ze svých modrých bobů.
Starší pán v brýlích telefonuje.
Po dlážděné ulici jdou dva muži, jeden v červeno-bílo-modré bundě a druhý v tmavé bundě.
Dva muži v černých bundách se procházejí ulicí.
Dítě v oranžové bundě a v helmě si hraje ve sněhu.
Chlapec skáče do bazénu poblíž skluzavky.
Skupina lidí stojí na schodech starého domu.
Nezvykle oblečený muž a jeho pes sedí na lavičce s kytarou a harmonikou.
Muž hraje na trumpetu vedle ženy, která hraje na saxofon, a společně stojí venku v růžových čepicích.
Tato paní leží na betonu.
Muž v červeném svetru s papírovou jmenovkou k něčemu shlíží.
Čtyři lidé jsou na doku a dva z nich sedí na zábradlí.
Chlapec skočí do bazénu když se plavčíci dívají.
Velká skupina lidí s letáky sedí v posluchárně.
Muž s kytarou a kovbojským kloboukem hraje u mikrofonu.
Dva muzikanti country to rozjíždějí.
Muž na parkovišti drží pití a čeká na zákazníky.
Dva muži pracují na kole v garáži.
Žena a dítě jsou venku před McDonald's a je tu muž, který sedí uvnitř s pitím.
Pán pozoruje dítě, jak vybarvuje svými pastelkami zn. "Crayola."
Malá dívka v červeném triku si hraje na opičí dráze.
Mimino drží figurku Santy.
Venku na ulici, před velkým oknem sedí na chodníku pět dětí; dva chlapci a tři dívky a dívky mají šály.
Vánoce na městském náměstí plném lidí
Žena v zelené vestě se opírá nazáď se zavřenýma očima a otevřenou pusou.
Malé dítě brečí, zatímco ho muž v bílém triku drží.
Dospělí přidržuje dítě, které se snaží bruslit na ledě.
Muž sedí na bílé zahradní židli před modrou budovou.
Hnědý a bíločerný pes si hrají na chodníku.
Kluk se o Vánocích dívá na novou hračku.
Čtyři muži jdou ulicí v černých róbách.
Dítě se žlutým balónkem se prochází po pouti.
Muž pózuje na fotku s otevíraným dárkem.
Muž otevírá dárek, polštář ve tvaru pivní lahve.
Kovboj se snaží udržet během rodea na býkovi.
Kluk skáče do jezera.
Mladá žena v triku s cupcaky rozbaluje dárek.
Holčička je kolem bazénu.
Mladá slečna v klobouku pózuje s kohoutem.
Dvě holčičky si v parku hrají s bublinami.
Na vysoko navršeném sněhu sedí osoba na plastovém nafukovacím polštáři.
Člověk v modré bundě stojí vedle beden a sudů na rušné Asijské ulici.
Stará žena v zástěře je ve své kuchyni a usmívá se, zatímco lžící přendavá polévku do jiné pánve.
Dívka v modrých plavkách je po pláži.
Žena leží na břiše a na bílém polštáři a pláče.
Malý kluk kolem sebe venku hází sníh.
Muž, který na sobě má černou čepici a kabát, dělá obličeje s publikem za zády.
Rodina se dívá na novorozeně, které spí na klíně své matky.
Jsou Vánoce a také sněží a je tu člověk, který skáče nahoru na lampu.
Žena s dívkou ve stoje sjíždějí na saních kopec.
Černý pes nese oranžový míč a jde po zemi pokryté listím.
Mladý kluk a dívka hrají Pokémony.
Starší člověk stojí ve vodě a drží se dřevěného kůlu.
Starší muž a žena hrají s dětmi monopoly.
Dvě starší děti drží za ruce mladší sítě s potápěčskými brýlemi a skáčou do bazénu.
Žena a dítě stojí vedle křídové tabule na stojanu.
Kytarista hraje na akustickou kytaru na zastávce metra.
Chlapeček píše na tabuli křídou.
Holčička pečlivě vybarvuje obrázky v omalovánkách.
Malá holka má v nose zastrčené pero.
Žena ve svatebních šatech je doprovázena mužem v sukni.
Dvě starší ženy prostírají večeři.
Žena v modrých šatech tancuje před davem.
Batolící se chlapec vybarvuje obrázek zelenou pastelkou v mírně osvětlené restaurace.
Mimino s bryndákem sedí na dospělém.
Tři obyčejně oblečení muži na zahradě se smějí.
Zlatý pes skáče ve snaze chytit míč.
Skákající pes vzhlížející vzhůru a malý bílý míček, který proletěl kolem.
Muž s brýlemi vyměňuje baterku v hodinkách, zatímco ho jiný muž pozoruje.
Mladá slečna s přáteli na večírku.
Muž sedí u jídelního stolu, na sobě má pruhovanou košili, a jí salát a pije sklenici červeného vína.
Žena ve žlutém kostýmu s usmívá.
Žena nahlas čte kus papíru a za ní stojí muž.
Dva muži pózují před kamerou, zatímco pijí pivo.
Pán v brýlích drží na kamenném dvorku chlapce vzhůru nohama.
Lidé pracující v hale.
Skupina mužů něco sleduje na obrazovce počítače.
Skupina hasičů se shromáždila na ulici.
Žena se zavazadly jde ulicí před velkou reklamou.
Muž drží psa a pivo, zatímco sedí v květovaném křesle.
V chodě se usmívá pán a paní v pyžamu.
Nějaké ženy dávají na dort z Marshmallownů svíčky.
Dvě děti se dívají skrz okno s dospělým za zády.
Žena v restauraci jí chod.
Policista mluví s řidičem světle žlutého auta, zatímco další tři policisté stojí nedaleko.
Malý boj při zubní prohlídce.
Děti z vysoké školy namačkaní kolem stolu v bytě jedí z papírových tácků a kelímků.
Jeden člověk krmí čímsi růžovým druhého.
Dva bílí psi procházející hlubokým bílým sněhem.
Černovlasý pán stojí u stolku ze dřeva a plastu.
Skupina lidí si spolu užívá pod vlivem alkoholu.
Pes skočil z přístaviště do vody.
Zatímco se divák dívá, muž skáče přes přes vodu, který je v poli suché trávy s mrtvými stromy v pozadí.
Muž v čepici řídí auto.
Žena v bílé mikině s kapucí kontroluje krevní tlak pána ve žlutém triku.
Skupina šesti přátel odpočívá v jídelně.
Mladý kluk, který na sobě má triko a džíny, jde po travnatém poli.
Chlapec v tmavomodrém triku zápasí s ovcí a v pozadí je rodeový šašek.
Dělníci v bundách a bílých helmách vstupují na pracoviště.
Bílý chundelatý pes se skrz plot líbá s ovcí.
Profesor předčítá jména studentů, kteří prošli zkouškou.
Mladá tanečnice drží pózu na fotku v rozlehlém poli.
Žena v bílých šatech tančí na pláži.
Surfař sjíždí vlnu na moři.
Schéma ruky je vystaveno na zdi, za ním se učí žena.
Žena se dívá z okna na nebe.
Skupina lidí sedí u stolu s pozdviženými sklenicemi.
Dva lidé jsou v kánoi na řece za mlžných podmínek.
Starší žena s latexovými rukavicemi a muž, který drží igelitku, na rybím trhu v zahraničí.
Běžkař s batohem jede po stráni pokryté sněhem.
Dívka v růžovém s neobvyklými vlasy a líčením upoutává pozornost na přeplněných jezdících schodech.
Dvě dívky v čepicích běží sněhovými závějemi.
Čtyři lidé sedí kolem kuchyňského stolu a jeden z nich pije ze sklenice.
Žena stojí před bankomatem v kasinu.
Žena v bílé košili sedí před výherním automatem.
Fotbalisté si vzájemně potřásají rukou na fotbalovém hřišti.
Rozhodčí mluví s párem fotbalistů v červených dresech.
Spousta mužů hraje fotbal, zatímco se publikum dívá.
Mladý kluk stojí v zchátralé učebně s tabulí na křídy a rozbitou lavicí v pozadí.
Pán v pracovním oděvu obsluhuje míchačku.
Žena v hnědočerveném běží kolem dalších lidí, kteří jsou oblečeni na běhání.
Dva muži se dívají na ostatní na pobřeží pláže.
Dva fotbalové týmy se připravují na penalty po remíze bez gólů v Londýně v Anglii.
Dva fotbalisté jdou po fotbalovém hřišti.
Dívka oblečená v růžovém kabátě a červené čepici jde po štěrkové cestě.
Stojí vedle plotu, lidé se shromažďují, aby se podívali na k vodě pod sebou.
Černý pes se snaží běžet, když má nohy zabořené ve sněhu.
Člověk v černé bundě jede večer na snowboardu.
Starý muž táhne své zboží na zadní části tříkolky.
Dvě ženy, která na sobě mají tradiční Africký oděv procházejí kolem zchátralé budovy.
Tři psi běží stopou pneumatiky ve sněhu.
Děti se střídají v jízdě na miniaturním poníkovi, pod dohledem dospělého.
Malá dívka v bílém triku strčí ruku do vody fontány.
Světlovlasý muž se dívá přímo do kamery, zatímco jeho spolupracovník připravuje jídlo.
Muž sedí na lodi na pobřeží s jezerem v pozadí.
Pokladači cihel staví zeď.
Muž v černé čepici a černém kabátě stojí vedle ženy s modrou šálou.
Dvě holčičky vyrobily sněhuláky z papírových talířů.
Muž a žena sedí na žluté pohovce a smějí se pod žlutou dekou s kopretinami.
Tři děti si hrají ve fontáně.
Žena oblečená v bílém používá lano, aby odtáhla vozík s černým vyřezávaným dřevěným medvědem.
Krásná fotografie kostela při západu slunce s ptáky, kteří letí nad ním, a oranžovo červeným nebem.
Chlapec a dívka skáčou na skákacích míčích.
Skialpinistka si užívá výlet na stráních během mrazivě chladného dne.
Motorka je na vrcholu svahu s horami v pozadí.
Malý kluk používá modrý záchod.
Dvě děti, jedno v červeném, druhé v černém, sjíždějí ze sněhem pokrytého kopce a smějí se.
Dva pracovníci ve žlutých vestách se snaží něco spravit.
Asiat v bílých rukavicích telefonuje za práce.
Dva mladíci jezdí po kanceláři na koloběžkách.
V autobuse sedí dva lidé, muž a žena.
V nafukovacím hradě si hrají a skáčou děti.
Člověk drží frisbee a bílý pes pro něj vyskakuje na silnici.
Lidé zaměstnáni tím, že zkouší novou technologii.
Muž sedí v dřepu vedle ohně a něco v něm drží.
Žena stojí u venkovního grilu s modrým košíkem jídla v rukou.
Dva bílí psi se honí trávou.
Modré sportovní auto jede po prašné cestě, kolem které stojí přihlížející.
Muž na kole jede ulicí a táhne ve vozíku za sebou velký balík.
Muž a žena spolu mluví.
Prodavač v obchodě markuje zboží, které si kupuje zákaznice se zraněnou rukou.
Muž v červené mikině leží na trávě.
Osoba ve sněžné bundě odklízí lopatou sníh.
Různí lidé v plavkách a šortkách lezou po velkých kamenech blízko vody.
Chlapeček v hasičské helmě řeže stonek květiny pilou.
Místní vesničané se připravují na rybářskou výpravu na téhle krásné rybářské lodi.
Čtyři polonazí muži, těžce pracující, na lešení.
Dítě v hasičské čepici sedí na zemi vedle muže, který drží ruční pilku.
Je zde muž s brýlemi a kloboukem, který na sobě má černé sako, uvnitř.
Dáma prochází kolem muže na lavičce, který ji sleduje.
Dva muži v bezpečnostních přílbách uvnitř stavby sledují modrý traktor.
Zedník v kovbojském klobouku se usmívá a dělá zedničinu.
Žena ve žlutých bikinách a slunečních brýlích stojí v davu na prkenné promenádě.
Paní v červeném stojí před nastoupeným mužstvem leteckých sil.
Pán stojí před zřícenou budovou.
Lidé jsou oblečeni v kostýmech na promenádě.
Chlapec se opírá o židli, zatímco co ho další chlapec tahá kolem na provaze.
Holčička v modrých šatech se veze na červeném dětském traktůrku.
Hnědý pes běží sněhem
Místní jdou domů, potom co celý den sklízeli na poli.
Dítě se dívá skrz rolety na nákladní auto venku.
Kluk skáče kufr do bazénu, zatímco se na něj dívka dívá.
Hnědobílý býk plácá béžové zvíře ocasem do obličeje.
Malé dítě se dívá skrz dalekohled na mince vedle řeky.
Tohle je dítě v zasněžené krajině, které sáňkuje z kopce.
Dva psi hrají přetahovanou s červenou hračkou na modrém provazu.
Muž s bílým vousem a červenými tvářemi se usmívá, zatímco stojí u sestavy barevného uspořádání košíčků a ozdob.
Tři děti si hrají v parku s vodotrysky.
Chlapec v červeném triku vylije žlutý kyblík vody dívce na hlavu.
Dvě ženy v černých bundách čtou časopis a smějí se.
Skupina přátel se chystá na lyžování.
Lidé sjíždějí na lyžích horu pokrytou sněhem.
Chlapec sjíždí po sněhu na modro-žluto-zeleném sněžném vzduchovém polštáři.
Pět hudebníků drží své nástroje a cvičí na ně u budovy.
Tady je obrázek muže, který tancuje u tyče před svými přáteli při domácí párty.
Hnědý pes a dva bílí psi skáčou po míčku.
Tři lidé se nechávají vyvézt lanovkou na vršek hory v lyžařském středisku "Adirondack express."
Malá dívka v modrých kalhotách tančí v trávě.
Mladík v mikině stojí v bažinaté oblasti s kamerou v ruce.
Dva puberťáci se prodírají lesem.
Extrémní motorkář, který na sobě má červenou a bílou bundu, prolétává vzduchem na červené motorce.
Holohlavý starší pán si hraje se psem.
Mladý světlovlasý kluk jí banán, zatímco starší žena se na něj zpovzdálí dívá.
Dvě mladé dívky jdou plavat v blízkosti hor pokrytých sněhem.
Dvě dělnice v nemocničních rouškách pracují v továrně na jídlo.
Člověk tančí na oceánu.
Dvě blondýny pózují před kamerou s velkou zelenou hračkou.
Muž a žena se spolu smějí.
Batole spí ve své dětské postýlce v pyžamu.
Dítě v uniformě pro bojová umění skáče do vzduchu s roztaženýma rukama a nohama.
Chlapec v plavkách se nejistě chystá vstoupit do kamenité říčky.
Lidé se sešli v tělocvičně kvůli vyhodnocení.
Pes sebíhá skloněnou rovinu a pán běží vedle s ním.
Skupina lidí u stolu se sklenicemi piva se usmívá.
Malý černý pes vrčí na velkou hnědou a bílou krávu.
Dívka s náhrdelníkem plave.
Chrti závodí na prašné stezce v blízkosti budov.
Tři muži stojí před restaurací, kouří a povídají si.
Zatímco ho šéfkuchař sleduje, kuchař obrací kuřecí stehýnka.
Potápěč plave v modré hlubině.
Muž vesluje na své lodi na velice klidné vodě.
Chlapec v červeném tričku drží krabici s hračkou s tématikou supermana a hledí na staršího muže.
Tři lidé procházejí roklí mezi dvěma skalnatými útesy.
Starší žena mluví k dítěti.
Skupina lidí na společném jídle u velkého stolu v restauraci.
Hnědý pes se chystá vyskočit.
Dělník sváří dvě části zábradlí dohromady.
Dva muži řídí medicínský seminář před malým publikem.
Pes plave ve vodě.
Malá dívka čte v posteli knihu.
Dvě blonďaté holčičky jedí a jedna k tomu používá hůlky.
Školáci honí holuby.
Dítě sedí na velkém kulatém bílém sedadle, čte si, blízko růžové bedny plné knih.
Dívka jí špagety a má na sobě červenu mikinu.
Hnědý pes s červeným šátkem sedí na se svými tlapkami na počítači.
Na konci jezerního přístavního mola dřepí člověk.
Tmavovlasý muž v černé uniformě mluví na muže oblečeného do černé bundy a majícího černou helmu na hlavě.
Muž se snaží skočit do plavidla na krásné vodě.
Několik lidí, především dívky, sedí u stolu při velice slavností události a fotí se.
Dívka oblečená v růžovém triku, džínách a žabkách sedí a hraje si se strojem na lízátka.
Tři muži ve žlutém stojí na stavbě pozemní konstrukce a jeden z nich je v díře.
Skupina homosexuálních mužů na akci.
Dívka s červenou helmou jede na kole po ulici.
Nově oddaný pár se líbá.
Dva muži ve žlutých a oranžových vestách pracují u cedule, která označuje výjezd z dálnice.
Pes leze po plyšových zvířátkách, zatímco na pozadí televize ukazuje nejnovější zprávy.
Běloch, s kápí z kubánské vlajky a s brýlemi, stojí ve skupině lidí.
Pán v mikině jí sendvič.
Muž stojí v obleku a má brýle, zatímco drží kus papíru ve stanu.
Dálniční dělníci kontrolují stav dálniční stavby.
Mladá žena v bílém tričku Dior, nadzdvihává v kuchyni příborník.
Žena balancuje na hlavě několik věcí, které jsou zabaleny v pytlích.
Skupina dětí s falešnými nosy pózuje pro fotografa.
Děvče v zeleném si hraje venku-
Skupina dětí spolu sedí a pracují na uměleckém výrobku.
Pán ve žlutém triku a džínách leží na chodníku.
Dav si užívá hudební skupinu venku za krásného dne.
Několik lidí čeká, než budou moc hrát na hudební nástroje.
Mladá dívka oblečená ve fialovém trikotu cvičí gymnastiku na kladině.
Miminko pláče v náručí své matky.
Pohled z pod stolu na malého kluka, který leží staršímu člověku na klíně.
Žena krmí dvě mimina.
Hnědobílý pes chytá míček do pusy.
Pán stojí a pozoruje lidi na ulici.
Skupina mladých dívek běží polem.
Chlapeček v oranžové čepici běží.
Pes běží po mokrém písku a muž v žlutých kalhotách jde v dálce za ním.
Chlapec v červeném triku je u modré zdi.
Člověk v sarongu jde k modrým slunečníkům a má v ruce béžovou tašku.
Pes běží lesem u chalupy.
Černý pes s bílými packami skáče na balících slámy.
Muž vypadá, že spí ve skladu plném kuřat.
Závodící chlapec probíhá kolem skupiny lidí s balónky.
Pohled na osobní vlak skrz nějaké větve stromů bez listí.
Po chodníku jde chlapec a dívka s růžovým plyšovým medvědem.
Lidé lyžují ze svahu.
Chlapeček v kapuci se usmívá a schovává se za stromem.
Jeden běží za frisbee s dalším individuem na zádech.
Fotbalisté se rozcvičují na poli před hrou.
V řece poblíž dřevěného mostu si hrají dvě děti.
Muž a žena se drží za ruce, zatímco skáčou do vody.
Muž si hraje s chundelatým malým psem.
Cyklista sleduje jiného, který se pokouší zdolat malý kámen na svém terénním kole.
Starší pár stojí u nákupního vozíku Fairway.
Člověk, který je částečně přikrytý růžovou dekou, spí, zatímco šedá a bílá kočka spí na podlaze vedle něj.
Psi závodí na trati.
Malý chlapec v modrém triku a šedých šortkách běžící v parku.
Dvě sestry na cestě venkovem pronásledují ovci.
Jedna ze dvou žen na chodníku ve městě se dívá na svoji kameru.
Skupina mladých lidí si hraje v padajícím sněhu.
Mladý muž v růžové a bílé pruhované košili sedí vedle mladého muže v hnědé košili.
Dva muži sedí na gauči.
Muž s černými vlasy oblečený v zeleném triku se škrábe na hlavě.
Pán hraje na klávesy a zpívá do mikrofonu, pozorován mladým chlapcem.
Člověk se houpe na houpačce.
Muž s dlouhými vlasy, který jede na kole, ukazuje gesto "mír."
Mladík s dredy vyskočil poblíž zdi do vzduchu.
Kluk nosí neopren na pláži.
Skupina mužů stojí v řadách se zbraněmi po boku.
Muž a žena sledují něco vtipného na obrazovce laptopu.
Skupina většinou nahých dětí si hraje na mostě přes vodu.
Muž sedí na lodi a policisté ho sledují.
Pán pije v sedě nápoj a ostatní lidé jsou v pozadí.
Skupina lidí přechází přes řeku.
Dívka se brodí jezírkem před vodopádem.
Tři chlapci hrají v trávě fotbal.
Stará paní o holi v dešti přechází přes ulici.
Dva lidé si užívají scénický výhled z lavičky v parku.
Skupina lidí skáče do vzduchu s rukama nad hlavou.
Žena s rozcuchanými vlasy v klubu.
Zrzavé dítě sedí a dívá se skrz zábradlí na vodu, zatímco si jiní lidé hrají na pláži v dálce.
Dva lidé spolu pracují na přípravě jídla v restauraci.
Chlapeček a holčička si spolu hrají na písku.
Tenistka na modrém kurtu, je nachystaná k odpalu.
Tenistka v růžovém podává odpal své protihráčce.
Žena jeden na běžkách s hnědým psem.
Dvě děti jsou vyfotografovány, jak hrají fotbal na hřišti.
Chaty v zimě obklopené lidmi, kteří si užívají bílý prach.
Dívka v hnědém triku se drží modrého sloupu.
Dvě dívky na dvojkole sledují umění na zdi.
Žena s bílým kšiltem hraje tenis.
Pán si prohlíží kolo na sousedském trhu.
Muž v obleku a policista se usmívají na kameru.
Mladý muž v zeleném triku hraje na modrou kytaru.
Dva psi si hrají venku na sněhem pokryté trávě.
Dva starší muži před autobusem.
Muž v červeném triku a se slunečními brýlemi se opírá o zeď
Chlapec míří šíp v luku na cíl.
Muž v černé čepici jde po ulici vedle domu.
Mimino se drží něčí ruky.
Muž a žena sedí u stolu, na kterém mají sklenice piva a cigarety.
Jeden muž hraje na dudy a druhý je upravuje.
Velký hnědý pes prochází vodou v oceánu.
Před cementovou zdí se prochází žena v modrém pršiplášti.
Malá dívka jede na své červené koloběžce.
Tenista se snaží zasáhnout míček.
Tenistka stojí na kurtu s nohama od sebe.
Žena drží miminko u okna.
Muž leze strmou kamennou stěnu a používá bezpečností lana.
Lezec se natáhne vysoko aby si pomohl při slézání skály.
Hnědý pes běží skrz překážkovou dráhu.
Mladá dívka sjíždí sněžný svah.
Snowboardista skáče ze skokánku na snowboardu.
Polonahý muž se slunečními brýlemi se dívá na kameru během plážové párty.
Skupina žen a dětí spolu stojí vedle vozidla a řeky.
Hnědý pes se zeleným obojkem drží v tlamě klacík.
Dívka v modré bundě stojí před jednotvárným davem, zatímco něco sledují.
Pes běží přes travnaté pole.
Člověk za sebou táhne uměleckou konstrukci před domem Ocean Blue Company.
DJ u reklamy stojí pod intenzivním osvětlením.
Žena v zelených a bílých šortkách a topu je na pláži a tleská.
Pes si hraje s fotbalovým míčem ve sněhu.
Dítě v bundě USA hází sníh lopatou ze schodů před domem.
Dítě oblečené do červeně pruhovaného pyžama se usmívá.
Žena pomáhá chlapci, aby přelezl opičí dráhu.
Muž hraje na kytaru.
Hráč na ukulele v brýlích do hraní zpívá.
Osm lidí čeká uvnitř u stolu na občerstvení.
Ze tří dívek zpívajících na pódiu pro malé obecenstvo, jedna hraje na kytaru.
Mladá blondýnka s červenými korálky v šedé mikině GONTAGA.
Člověk v oranžovém bezpečnostním oblečení leží na otevřeném kanálu.
Fotografové fotí v interiéru.
Muž s vousy a modrým trikem hraje na kytaru.
Chlapec v bílozelené fotbalové uniformě běží polem.
Muž, který na sobě nemá triko, si čistí zuby.
Skupina lidí sedí venku během grilování.
Mladík a slečna čekají na možnost přejít ulici.
Dítě si na podlaze hraje s knihami.
Polonahý muž se holí venku před garáží, zatímco někdo, kdo stojí stranou, mu drží zrcadlo, aby se mohl vidět.
Skupina prodejců si přerovnává své čínské lucerny.
Surfařka v černém neoprenu zvedá své prkno.
Dva lidé stojí blízko červeného kolečka.
Několik lidí stojí venku blízko kovových předmětů včetně několika sloupů.
Žena pozoruje denní oblohu skrz teleskop na trojnožce.
Mladý kluk v plavkách vyskočí do vzduchu nad vodou, zatímco ho starší muž pozoruje.
Slušivě oblečený pán sleduje cosi na desce svého stolu.
Dívka jí cereálie z velké bílé misky.
Muž griluje na grilu kuře.
Černý pes se snaží chytit hozený červený předmět.
Starší žena venku zametá za slunečného dne.
Dívka v nabíraných růžových šatech tančí na trávě.
Holčička v květované růžové bundě vybírá ovoce ze stánku.
Muž v zástěře stojí nad nějakým jídlem a drží modrou bednu.
Mladý kluk oblečený ve žlutém triku skáče na hnědý gauč.
Dítě, které na sobě má potápěčské brýle a je zabalené v ručníku, brečí před bazénem.
Žena s bílou rukavicí a několik dalších lidí.
Muž v kšiltovce a modré košili předstírá, že škrtí dívku.
Světlovlasá dívka s brýlemi Gruncho Marx.
Dospělý pomáhá dítěti při ledním bruslení.
Děti se v místnosti se skříňkami připravují na představení.
Žena se světlehnědými vlasy sedí přes muži s krátkými středně hnědými vlasy.
Malé dítě ve skoku, vysoko nad písčinou.
Člověk v neoprenu surfuje na bílém surfovacím prkně.
V zalesněné ploše kdosi sjíždí neupravený kopec.
Malá dívka v pyžamu fotí foťákem.
Pán se usmívá a zavazuje si zástěru.
Muž tlačí vozík s dřevěnými sudy přes prázdnou ulicí.
Muž na lodi stojí a pádluje na řece.
Žena hází volejbalový míč, zatímco protihráčka se snaží míč zablokovat.
Dítě sleduje starého pána, který hraje na housle.
Družičky ve zlatých šatech a další sledují, jak muž v obleku tančí s obručí.
To jsme my, když pózujeme na fotografii při snídani.
Muž a žena sedí u stolu uvnitř fast foodu.
Starší žena v bílé košili drží červenou tašku za nějakým sklem.
Bílý pes běží po dlaždičkové podlaze.
Chlapec v helmě předvádí trik na skateboardu.
Dva muži jsou na malé lodi a stříkají na něco vodu.
Dva muži v šortkách a žabkách jsou kolem farmářského trhu.
Chlapec oblečený do zimního obleční je v Iglú.
Holčička vylézá na skálu a někdo ji při tom natáčí.
Modrý tým, Mustangové, mají před sebou rychlou přestávku a doufají, že získají nějaké body.
Černý pes běží přes pole.
Policista na bílém koni obchází po městě.
Dvě ženy se šálami čekají až budou moci přejít ulici.
Žena v černém mluví ke skupině lidí v kachlíkové místnosti.
Žena a mladá dívka spolu sedí u stolu a hrají Monopoly.
Po svažujícím se chodníku dlážděném kameny schází slečna s dlouhými vlasy a kloboukem.
Dítě v zeleném triku mluví na pláži s lidmi.
Skupina lidí jde po pláži k vodě.
Děti poslouchají muže v modrém triku.
Skupina lidí si prohlíží pole zeleně.
Malý chlapec se snaží učesat ženě vlasy.
Skupina lidí poslouchá muže ve světlé pólo košili, který promlouvá před velkou dřevěnou budovou.
Hudebníci se shromáždili v učebně, aby hráli na kytaru a další nástroje.
Chlapec v šortkách, triku, žabkách a obráceně nasazené čepici sedí v rozkládací židli a rybaří na dřevěném molu.
Malá dívka v růžovém svetru skáče z gauče.
Shromáždění lidí kolem dvou dlouhých stolů, na kterých jsou prostřeny misky a talíře různých barev.
Dívka pracuje v laboratoři s vybavením.
Tanečníci, před vlajkou Kosta Ricy, končí své vystoupení.
Mladá dívka, které stojí vlasy na hlavě.
Skupina mladých děti z Středního Východu pózuje kvůli fotografii
Muž v brýlích a flanelové košili píše ve třídě.
Muž ve slunečních brýlích, opásaný bezpečnostním pásem, odpočívá s nakloněnou hlavou uvnitř vozidla.
Mladý muž v bílém triku s dlouhými rukávy stojí před horami za oblačného dne.
Žena drží malé dítě oblečené v havajské košili v póze na skatebordu.
Žena mluvím k lidem, kteří sedí kolem ní.
Muž s brýlemi a v černém triku hraje na bicí.
Hudebník hraje na oranžovou kytaru.
Muž v bílém triku objímá dívku se světlými vlasy v metru.
Saxofonista hraje na rohu ulice.
Skupina lidí je venku a jde vesnickou ulicí.
Člověk se uneseně dívá přes oceán.
Žena v červené bundě a oranžových brýlích běhá.
Čeká na své výsledky poté, co dokončila svou gymnastickou sestavu.
Fanoušci zvedají ruce pro kapelu, která hraje na kytary a zpívá ve slabém světle.
Čtyři muži v oranžových vestách pracují v noci na silnici.
Žena a dítě jedou na houpačce v parku.
Stavitelé na staveništi.
Starší muž stojí na pobřeží velkého jezera s městem za vodou.
Žena s deštníkem jde stejným směrem, kterým jede auto na reklamě.
Chlapeček ve žlutém triku vylézá z plastového tunelu na hřišti.
Muž nakládá nákupní vozíky Vons na nákladní auto.
Na zasněženém kopci se prochází rozpažené dítě.
Velký pes stojí ve vodě.
Dáma v černém kabátě a šedé šále nese nákupní tašky.
Matka se naklání aby zvedla své dítě z chodníku.
Dva policisté z Chicaga mluví, zatímco se ze shora dívají na pracoviště.
Kytarista hraje u Joe's Cafe.
Ženy nakupují na venkovním trhu, kde jsou vystavené pomeranče.
Holčička sedí ve vysoké dětské židličce a vypadá nešťastně.
Muž jde proti kolu, které je přivázáno k tyči před velkým oknem, brzy večer.
Metařka zametá před obchodem.
Muž obsluhuje techniku, zatímco se na něj další muž v oranžové vestě dívá.
Muž s vousy a dlouhými vlasy hraje na kytaru.
Mladík jde v tmavém oblečení a čepici parkem.
Lidé sedí u venkovních stolů pod hnědou markýzou na venkově.
Žena, která na sobě má růžovou ochrannou přilbu, má na rameni tetování, které zobrazuje indiána.
Stavební dělníci pracují na staré budově.
Čtyři psi si spolu hrají a přetahují se o klacky.
Asijská žena pózuje na molu blízko lodi na vodě.
Muž v červené košili pozoruje čtyři nákladní auta, která jsou odnášena povodní.
Muž jede na kole před budovou.
Černý a hnědý pes skáče blízko pole.
Muž stojí před obchodem s informacemi pro turisty.
Lidé v pouštním oblečení stojí na a u koberců a látek.
Černý pes na dvoře v noci.
Muž s tmavě modrou čepicí sedí na zemi a opírá se o budovu.
Černá kočka objímá bílošedého psa.
Muž hraje na kytaru, zatímco jiný muž hraje na bicí před davem lidí.
Dítě v červeném tričku sedí na kameni ve vodě.
Skupina lidí ve hře se siluetami si hraje na pláži, zatímco se blíží příboj.
Holčička si hraje se svojí růžovou kuchyňkou.
Dobře oblečený, tmavovlasý muž s tmavou kůží má v uších sluchátka a opírá se o strom.
Černý pes pronásleduje chlapce, který na sobě má červenou a modrou.
Dva velcí psi se brodí mořem.
Muž na molu se dívá na dva psy, kteří stojí v mělké vodě.
Dvě ženy v bílých šátcích přes hlavu čtou textové zprávy před vytíženým obchodem.
Dva mladíci ve stejném úboru se usmívají.
Hnědý a bílý pes běží po travnatém poli.
Muž se dotýká velké kovové konstrukce.
Před skleněnou budovou mávají mladíci vlajkami.
Muž hodí několik výtisků novin Tehelka se článkem o vraždě.
Africký Američan s nákupní taškou stojí uvnitř modré telefonní budky.
Pán s bíle pomalovaným obličejem píská na píšťalku.
Muž, který na sobě má červené triko, čeká ve frontě v restauraci.
Černý a hnědý pes běží po poli
Muž v černé bundě drží ruku malé dívky, zatímco jdou ulicí ve městě.
Žena v modrém triku čte svému synovi.
Postižený jednonohý člověk sjíždí na lyžích horu s dalšími horami v pozadí.
Muž s vozem plným zralých banánů.
Pán stojí na deštivé ulici a drží deštník.
Lidé pracují v kuchyni na přípravě jídla.
Dvě děti bruslí s hokejkami po ledě.
Dva surfaři jdou k vlnám po kamenné zídce.
Muž v tropickém prostředí si drží kameru před obličejem.
Skupina lidí sedících na gauči z nichž jeden drží kočku.
Jeden ze tří mužů venku drží lopatu plnou hlíny.
Tři konstruktéři na něčem pracují.
Dva lidí visí z bezpečnostních lan přes obrovský útes.
Dvě ženy a muž se usmívají na kameru.
Zatímco jeden pán leží na dřevěné plošině, druhý drží rybářský prut.
Dvě děti si spolu venku hrají.
Skupina lidí v bundách se shromáždila na chodníku.
Skupina mužů sází strom.
Skupina mužů a žen sází strom bez listí.
Dva muži dávají hlínu kolem mladého stromu.
Dvě mladé ženy stojí venku před modrými dveřmi, jedna z nich kouří cigaretu.
Hokejisté čekají než začnou hrát hru.
Hasič opravuje telefonní sloup na žebříku s zatímco za ním plápolají plameny.
Staré ruce pracují na úkolu.
Je vidět muže a ženu v punk rockovém oblečení, jak ve dne přecházejí ulici.
Žena v plynové masce šije na šicím stroji.
Hnědobílý pes vychází zasněžené schody.
Cestující, jedoucí do práce, ve vlaku.
Žena ve fialových šatech si pohrává s vlasy zatímco čeká v čekárně.
Dítě ve vodě je neseno rukama dospělého.
Dav lidí stojí u stánku s mořskými plody.
Dítě má na sobě džíny a bílý svetr.
Malá dívka v růžovém klobouku v zarostlém zeleném poli vede vola.
Muž cosi zkoumá zvětšující čočkou.
Dítě pózuje ve sněhu a drží napůl vytvarovaný kus sněhu.
Mladá dívka v květovaných šatech obklopená vodními melouny.
Skupina dětí a dospělých jede na kolech po prašné cestě v lesích.
Žena oblečená celá v modrém se velkou silou strefuje do míčku, zatímco hraje tenis.
Batolící se kluk, který na sobě má triko s letadlem, v kočárku s velkými korálky.
Muž pracuje na parní lokomotivě s vodní pumpou v pozadí.
Pár sedí a sleduje západ slunce z mostu.
Muž oblečený v černém stojí nad bílým psem.
Mladý kluk v modrém triku vypouští svou bowlingovou kouli na dráhu v bowlingové aréně.
Mladík v pyžamu spí na gauči.
Dva muži sedí na lavičce v parku a mají malé žluté dopravní kužely.
Chovatel provádí koně po závodišti.
Světlehnědý pes skáče přes překážku zapálenou z obou konců.
Pes skáče skrz černou obruč.
Běloch s vousy postává v černém obleku a fialové kravatě.
Plešatý muž vaří na sporáku, vhazuje napíchnutou rybu do pánve.
Velký hnědý pes stojí na zadních vedle ženy.
Muž, který jede v autobuse, mine muže na chodníku.
Muž v oranžové vestě a kšiltovce stojí před dámskými záchody.
Dva chlapci v oblečení na běh se protahují.
Člověk v obleku šéfkuchaře vaří v kuchyni restaurace.
Tři muži spolu mluví a popíjejí.
Mladý židovský chlapec sedí na židli na večírku.
Pod žlutým deštníkem na pláži se skrčila osoba.
Mladé dívky běží parkem.
Skupin žen postává venku a baví se.
Starší muž v hnědé bundě a čepici stojí venku a sahá si do kapsy.
Dvě dívky čtou z papíru do mikrofonu.
Spousta lidí mluví a jí na denní akci.
Žena v červené zástěře vaří v kuchyni.
Muž a žena drží ceduli a vyjadřují tím podporu kampani Mika Huckabeeho.
Časně plešatý muž si nasadí dřevěnou vyřezávanou masku.
Dítě si hraje na podlaze hraje s dlouhým korálkovým náhrdelníkem.
Matka se synem sedí na posteli.
Protestující nese dřevěnou ceduli podobnou jídelnímu lístku, zatímco žena v růžové potištěné mikině přehnaně špulí ústa.
Žena v černím triku a červené zástěře připravuje jídlo.
Dvě ženy v šatech stojí na trávníku a jedna z nich drží šálek a podšálek.
Dva nastrojení lidé se baví před stolem.
Starší žena a další mladší žena se spolu zdraví.
Muži a ženy se drží za ruce a tvoří kruhy.
Hnědý pes sedí poblíž velkého kamene.
Dva lidé si užívají oceán pod slunečníkem.
Muž v bílém s jarmulkou na hlavě stojí před mikrofonem; v pozadí stojí další muži.
Několik lidí si vybírá z jídel a zákusku na venkovním občerstvení.
Dvě ženy, jedna z bíle orámovaných slunečních brýlích a zelené sukni, druhá v delší námořnické sukni, spolu konverzují.
Žena stojí se dvěma muži a mluví s nimi.
Muž nachystaný k odpalu, kterému zbývají tři sekundy.
Pán s brýlemi odpočívá s nohama nahoře.
Žena a muž jsou v ruinách a čtou průvodce.
Dítě má dva prsty v nose a je pokryto čokoládovým pudingem.
Muž, který na sobě má černé a bílé sportovní oblečení běží po silnici.
Dva muži pracují na laptopech před zdobeným krbem.
Muž v teplákové soupravě stojí u tyče a cosi poslouchá ve sluchátkách, zatímco ostatní lidé sedí.
Spousta psů závodí kolem cesty.
Malý černoušek stojí na pláži s chodidly těsně ve vodě.
Žena venku mluví do svého mobilního telefonu.
Žena ve žlutém tílku ve nesoucí lahev vody a ohlížející se přes rameno na veřejném prostranství.
Nádherný západ slunce se třemi lidmi v lodi na jezeře.
Horolezec zdolává strmou zasněženou horu.
Skupina členů kapely účinkuje na ulicích v jiné zemi.
Dva psi si hrají s tenisovým míčkem na dvoře.
Unavený z četby své knihy, mladý muž v pruhovaném triku si usíná v knihovně.
Malý pes s řetězem stojí sám na chodbě plné stínů.
Čtyři lidé jsou v cementové budově s číslem 93 namalovaným na zdi.
Chlapeček v červené čepici a černé bundě stojí za skleněnými dveřmi; Těsně mimo jeho zorné pole stojí na chodníku paní.
Kolem zdobné budovy s hodinami projeli cyklisté.
Muž s brýlemi a červeným batohem stojí před cihlovou zdí.
Řízení červené motorky v náležité výbavě.
Dva muži se potkali v hale budovy.
Dva lidé jsou pouští.
Muž kropí míchačku hadicí na okraji chodníku, zatímco jiný muž prochází kolem.
Muž před domem nabírá sníh lopatou.
Starší pán v zimním kabátu stojí před velkým vozíkem s květinami.
Mladá basketbalistka se přesouvá k přední části hřiště.
Nepříliš oblečená žena v černém čeká v restauraci s dalšími ochránci.
Žena v růžovém prochází kolem někoho, kdo drží květiny.
Několik mužů sedí na židlích a stojí pod velkým červeným slunečníkem.
Žena prodává zeleninu na ulici.
Kluk v teplém kabátě se prochází po prázdném chodníku.
Dívčí fotbalový tým udělal kolečko.
Jeden ze dvou mužů, řezajících dřevěnou desku a snažících se dokončit projekt, kouří cigaretu.
Muž nese podnos se sklenicemi.
Plešatý muž běží na běžeckém pásu v bílém triku a pruhovaných šortkách.
Skupina mužů brousí kameny ve špatných podmínkách.
Dva muži v garáži opravují motor auta.
Surfař u mostu v mlhavých podmínkách.
Holčička sjíždí sjezdovku v červených bobech.
Místní umělkyně se projevuje na zdi po straně ulice.
Jedna žena maluje druhé ženě na obličej při karnevalu.
Žena táhne nafukovací člun do vody.
Žena držící lahev s vodou běží po pláži.
Spousta lidí indického původu v zářivém, barevném oblečení jsou nahoru po strmých schodech.
Velký černý pes nese modrý míč, zatímco dva malý psi běží po jeho boku.
Malý kluk sleduje stráž paláce, jak stojí před malou černou boudou.
Dva psi si hrají v bílém sněhu.
Dva muži středního věku hrají na kytary na pódiu.
Stará žena jde po chodníku s budovami, které jsou popsány grafity.
Děti oblečené do bíločerveného hrají kopanou.
Muž v zástěře stojí v kuchyni a pracuje s průmyslovým mixérem.
Skupina lidí stojí venku před cihlovou budovou.
Pohled na evropské město plné kolemjdoucích.
Chlapec s červeným baťůžkem jde po pěšině.
Žena s čepicí připomínající pandu a sluchátky je před mužem venku ve sněhu.
Chlap skáče před nějakou zajímavou kresbou na zdi.
Dítě uklízí jasně oranžovou lopatou zasněženou příjezdovou cestu.
Mladík hází do vzduchu kousky barevného papíru.
Muž v kostkované košili hází sekyru na zeď ve své garáži.
Muž, syn a prodavač se usmívají, zatímco drží časopisy se suvenýry.
Krásný výhled na hory za zasněženého dne.
Německý ovčák si hraje s míčem.
Chlapec a dívka v zimních kombinézách vyskočili do vzduchu ze sněhu se zdviženými rukami.
Muž v béžovém triku si dává pití.
Mladá v bílých šatech stojí před plotem a kašnou.
Pán drží talíř plný chobotnic.
Řezník krájí rybu k prodeji na trhu.
Pes běží s gumovou kachničkou v hubě.
Skupina mladých lidí se schází na podlaze, aby si zahráli komplikovanou deskovou hru.
Dva psi zápasí o klacík v zatopeném poli.
Matka si užívá se synem den v parku.
Lidé jsou ulicí.
Pohled ze shora na restauraci ukazuje lidi u stolků.
Chlapec krmí ptáky v parku.
Dva muži a dvě ženy stojí u okénka ve stánku s jízdenkami.
Krásný den na ležení u oceánu a čekán na vlny.
Čtyři cyklisté jedou po prašné cestě mezi dvěma drátěnými ploty.
Dívka cvičí házení pánví.
Muž sedí venku vedle kartónových krabic a hraje na hudební nástroj.
Skládkaři s ochrannými helmami a maskami zpracovávají odpad.
Zatímco se ostatní smějí dítě v červeném skáče na červený předmět.
Žena si čte knihu ve stanici metra.
Dívka v červené sportovní podprsence běží po chodníku okolo cihlové zídky.
Dívka s červeně obarvenými vlasy v pruhovaném oblečení telefonuje.
Muž stojí mezi dvěma obrovskými sochami, které připomínají tváře.
Kněz natírá muži na čelo kříž.
Muž vede karavanu šesti velbloudů a jejich jezdců do písčitého kopce, se skalnatým pohořím v pozadí.
Starší člověk je shrbený a drží hůl.
Malíři v červených overalech přetírají velké dveře z modré na šedou.
Muž holí jiného muže v holičství.
Skupina mladých lidí v zimním oblečení čeká na vlak.
Pes jde studenou vodou.
Bílý pes skáče, aby chytil fotbalový míč v upraveném travnatém dvoře.
Muž v tmavém svršku a bílých kalhotách leží ve stínu na lavičce v parku.
Dospělí v zimních bundách a čepicích se snaží košťaty strefit malý žlutý míček, zatímco jim přihlíží černý pes.
Muž se ženou sedí u stolu.
Děti hrají na hřišti basketbal.
Před zrcadlovou zdí sedí v židlích několik žen.
Karavana zelených a červených vozítek vyjíždějí na horu.
Pán v zimním oblečení je na pláži se psem.
Batole pózuje před počítačem v podnikové kanceláři.
Sochař v modrém svetru modelující kus kamene.
Žena se snaží přejít silnici před mužem na červeném skůtru.
Starší paní se dívá na náctiletého.
Velká skupina lidí v neformálním oblečení se shromáždila k tanci.
Starší pán v brýlích opravuje hasičské autíčko zatímco si s ním malá holčička hraje.
Zatímco telefonuje, vychází žena schody, těsně následovaná dalším cestujícím.
Muž prodává nebo kupuje pomeranče, které leží na káře před supermarketem.
Chlapec v červeném skáče pozadu do písku na hřišti.
Chlapec skáče na světle barevné polštáře.
Hnědý pes a skvrnitý pes se přetahují u psí hračku.
Muž ve svetru se učí plést.
Nosičky cedulí se během bouře skrývají pod deštníky.
Skupina žen sedí kolem stolů.
Skupina žen sedí blízko sebe a plete.
Několik žen se spolu baví u stolu.
Bílý pes v černém oblečku stojí ve sněhu.
Skupina lidi vchází do spoře osvětlené místnosti.
Tři ženy visí, zatímco další tři ženy odchází.
Samotný muž pije zelenou tekutinu z hrnku.
Skupina mužů sedí na párty u stolu se dvěma dorty.
Spousta starých žen předvádí umění a dovednosti.
Dav lidí je v ulicích a někteří z nich mají louče.
Několik lidí právě odklidili sníh z cesty.
Muži pracují u restaurace s rybou a hranolky s nákladním autem.
Otec sleduje jak jeho mladá dcera reaguje na domácí narozeninový dort.
Lidé jdou a běží ven a do malého farmářského městečka.
Pán v černých botách je po zamrzlém chodníku.
Děvčátko v hnědém topu a růžových kalhotách drží na hlavě mísu s rostlinami.
Pár lidí stojí na ulici.
Muž v zelené bundě si čte knihu na prašné cestě.
Mladý chlapec drží basketbalový míč a chystá se střílet.
Šest malých dětí v kabátech se shromáždilo kolem káry s jídlem, která prodává kaštany za dvě eura.
Stavební dělní dozírá na někoho kopajícího bagrem.
Hromada lidí sedících na stadionu.
Ty obrázky se nenačítají,takže předpokládám, že je ten obrázek hezký.
Dva chlapci jedí jablka a hrají si na cementové zábraně pro auta.
Kluk s pomalovaným obličejem jde po trati.
Frontmanem kapely vystupující na pódiu je muž v obleku.
Skrz okno metra je vidět paní, jak si čte.
Mladá dívka v růžových šatech si hraje s chlapcem a míčem
Jeden z mnoha lidí oblečených v modrém mává stužkou.
Dva psi si hrají u stromu ve sněhu s tenisákem.
Černoch stojí sám venku v dlouhém svrchním kabátě.
Dívka se usmívá, zatímco motorka s dvěma dospělými a dětmi projíždí za tím.
Mladý kluk umývá okno.
Žena v růžovém svršku jede na kole s pánem, který běží, po nábřeží.
Matka a dítě s plachetnicemi v pozadí na pláži.
Jeden muž čte na autobusové zastávce reklamu a druhý sedí na lavičce.
Dva chlapci skauti naplňují kyblík vodou z dřezu.
Muž oblečený v bílém triku a bílých šortkách maluje bílou zeď černou barvou.
Starší pár si užívá Vánoční večeři.
Na fotografii jsou dva kluci hrající Guitar Hero ve veřejném prostranství.
Malý chlapec v zeleném svetru hrající si se svým vláčkem.
Žena u výlohy před obchodem Louis Vuitton.
Šest lidí se snaží pohnout autem na zasněžené ulici.
Muž v modrém svetru hraje sportovní hru na konzoli Wii..
Dvě dívky hrají na hudební nástroje ve skupině.
Muž stojí na skalní římse na velkém útesu.
Pohled dolů na někoho, kdo leze na útesu nad vodou.
Muž zachází s předmětem, který připomíná zlatou vázu, zatímco se na něj další dva dívají.
Matka táhne svou dceru na sáních po sněhu.
Tři muži v oblečení na lyžování stojí za cedulí s nápisem "žádné lyžování."
Malá skupina lidí stojí venku a povídá si.
Paní s kšiltem hraje venku na piano.
Světlovlasý kluk se dívá na podivně vyhlížejícího lidsky vypadajícího robota.
Někdo se houpá na provaze na skalním útesu nad mořem.
Horolezec s bílou přilbou se odráží.
Pes skáče po písečné krajině před přihlížejícími lidmi.
Mladý kluk, který na sobě má šortky a příchytky, drží fotbalový míč a utíká od dalších kluků.
Kolie stojí venku v písčité oblasti.
Skupina dívek se prochází na mokré písčité pláži.
Mladý chlapec si venku hází s balónem.
Mladík sleduje, jak holčička chodí po trávě.
Dva delfíni, v této zoo, vyskočili nad vodu.
Žena oblečená do černého kabátu a červené čepice.
Dvě mladé dívky cvičí, aby se udrželi v kondici na fotbal.
Děvče kope na pláži tenisák svému psovi.
Tři děti skáčou, zatímco je starší muž pozoruje z blízké řady židlí.
Mladý muž brnká na svou kytaru v čekárně.
Dva lidé položili temena na trávu.
Tři psi si hrající si spolu na dvorku.
Nějací lidé vyhlížejí z oken ve velké budově.
Malý kluk v černém surfuje.
Dva šedí psi spolu běží přes zelenou trávu.
Německý ovčák se prochází vodou.
Mladý kluk je na zádech dalšího člověka, který na sobě má čepici.
Zpěvák a dva kytaristé vystupují na barevně osvíceném pódiu.
Starší pán, který na sobě má pracnou čelenku, drží bílého psa, který má srst obarvenou na různé barvy.
Pes nese klacek lesem.
Velký a malý pes si spolu hrají v trávě.
Čtyři lidé jedou metrem.
Plešatý muž hraje na pódiu na kytaru.
Muž v modré a bílé košili sedí.
Skupina táborníků jí večeři blízko svého ohně.
Dívka si hraje s obrázky na velké obrazovce.
Hnědočerný pes pronásleduje sněhem černého psa.
Zrzavý muž si holí tvář.
Několik lidí se prochází v asijských ulicích s průsvitnými deštníky.
Dívka hraje video hru na obrazovce z životní velikosti.
Muž stojí před domem a drží balónky ve tvaru srdcí a žena přechází ulici.
Muž svlečený do půl těla pracuje na stavbě.
Muž, který na sobě nemá triko, pracuje na straně budovy.
Fotograf stojí u chlapce a svého vybavení.
Velký pes si běží polem s menším psem.
Muž, který na sobě má helmu pro sváření, sváří ocel.
Hnědočerný pes jde bílým sněhem.
Žena a malá dívá pózují kvůli fotce s lamou nad strání.
Vousatý pán bez trička vyhlíží z domovních dveří a kočka sedí na spodním schodu pod nimi.
Osel táhne vozík, na kterém je muž
Bledý chlapec si hraje v jámě modrých míčků.
Cizinka shromažďující zeleninu.
Pes běží sněhem, plot v pozadí.
Mladý kluk se usmívá a drží sandály.
Muž s rukavicemi jde po chodníku vedle oranžové dodávky.
Skupina lidí stojí před stanem, ve kterém je výstava.
Během festivalu po širým nebem se žena baví se dvěma policisty ve žlutých bundách.
Snowboardista předvádí trik za jízdy.
Muž ulehá k odpočinku do dřevěné struktury, u budovy.
Zelená ryba skáče nad vodu.
Muž v černém tričku, shlíží dolů, zatímco drží nápoj.
Muž jede na kole za mlžného dne.
Žena v růžovém klobouku se dívá na růžové auto s otevřeným kufrem.
Žena v modré bundě ukazuje své staré auto před obchodem Nathalie's DollHouse.
Dvě ženy v letních kloboucích a s kabelkami se drží kolem ramen a jdou po městské ulici.
Lidé se smějí a procházejí se venku.
Před leopardím pozadím sedí žena v zeleném tílku a s natáčkami ve vlasech a nechává si nanést oční makeup.
Bruneta upravuje účes blondýny.
žena se žlutým zápěstním živůtkem mluví s blonďatou nevěstou.
Muž s brýlemi sedí se svou přítelkyní na svatbě.
Lidé se usmívají a stojí v oblecích a šatech.
Muž a žena mají svatbu venku.
Muž a žena se berou pod širým nebem za slunečného dne.
Ženich a nevěsta procházejí, již oddaní, uličkou.
Muži a ženy ve formálních postaveních, zatímco žena v bílých šatech nese kytici rudých květin.
Žena vede tři děti ve fotbalových uniformách.
Tři ženy v šatech venku přijímají od obsluhy předkrmy.
Chundelatý pes s hračkou ve své hubě.
Muž vypadá, že tancuje na muziku v hudbě plné lidí.
Matka s dítětem pozorují modrou rybu.
Čtyři děti stojí a pózují pro fotku.
Osoba používá síť na dlouhé tyči, aby chytila cosi ve vzduchu.
Muž oblečený v zeleném nepromokavém oblečení jde po travnatém útesu a nese několik tučňáků.
Fotograf zkoumá svou práci.
Mladý muž v bílé košili a zlaté a černé čepici sedí se zkříženýma nohama.
Chlapec se pověsil na držadla v metru.
Dívka skládá bílý kus látky, který vyndala z košíku s prádlem.
Dva muzikanti hrají na kytaru a klávesy.
Žena s růžovým boa jede na kole po mostě pro chodce.
Mladý muž stojí na požárních schodech na městské budově.
Žena v zeleném triku a červené kšiltovce hraje tenis.
Muž v modrém žongluje před publikem.
Žena v džínách spí na muži.
Pes ve psí vestě sahá packou na hračku.
Muž s vyhrnutým trikem se drží svůj rozkrok, odhaluje své břicho,to všechno s rosným hadříkem.
Pán točí skateboardem v rukou, zatímco tomu lidé kolem přihlížejí.
Papoušek krmící se z ruky velmi zaujal děti.
Bílý pes se ráchá ve vodě.
Stavební dělníci pracují za oranžovo-bíle pruhovanou bariérou s těžkými stroji.
Muž, náctiletý a dva chlapci míchají kýbl s tekutinou na farmě.
Dva fotbalové týmy se navzájem sráží k zemi.
Asijaté sedí v restauraci s oranžovou výzdobou.
Krátkovlasý muž v tmavé maskáčové bundě hraje na saxofon na rohu ulice, lidé v pozadí se na něj dívají.
dva psi běží po cestě lemované uschlým listím.
Malý kluk vylévá vodu z kyblíku na hlavu jiného malého kluka.
Dospělý horolezec ve sněhu, s horou v pozadí.
Mladý chlapec hraje oficiální zápas v basketbalu.
Tři muži sedí na lavičce venku před stánkem s občerstvením a povídají si.
Velký pes prohání malého psa v písku.
Snowboardista v bílém se vznáší ve vzduchu.
Děti, z pohledu z ptačí perspektivy, si hrají v typickém rodinném pokoji.
Žena jde po chodníku s plastovým pytlíkem v ruce.
Pes jde sněhem za denního světla.
Dva psi běží travnatým polem.
Na sněhu je pět lyžařů s batohy.
Chlapec drží basketbalový míč v jedné ruce.
Snowboardista v šedých kalhotách skáče.
Dva horolezci se dívají před sebe na zasněženou cestu.
Snowboardista se opírá o svůj snowboard, zatímco se kochá výhledem na zamlžené hory.
Černý pes běží velmi rychle.
Muž v hnědé bundě stojí před otevřenými dveřmi na verandě.
Dva psi s červenou hračkou běží po poli.
Člověk maluje fotografii psa, založenou na fotografii psa.
Pán telefonuje před obchodem se šperky.
Skupina lyžařů vychází zasněžený svah.
Starší muž stojí u mladšího muže se sluchátky
Polonahý muž s brýlemi a mokrými vlasy si holí vousy.
Muž zabezpečuje velkou betonový blok.
Muž v šedé bundě sedí na lavičce a hladí černého psa s červeným obojkem.
Muž oblečený v kůži si fotí krystal.
Starší dítě pozoruje mladší batole, které si hraje v domě s dlouhou pružinou.
Dva malí bílí psi si hrají.
Za slunného dne odchází po cestě holčička držící květiny.
Stavař staví přístřešek z polen a rákosu.
Muž, dospělý a dva chlapci míchají kýbl s tekutinou na farmě.
Skupina pasažérů konverzuje, zatímco čekají na autobusové zastávce.
Muž a žena v zimním oblečením se na stole, umístěném venku, snaží prodat nejrůznější věci.
Chlapec v oranžových brýlích ve tvaru hvězdy sedí a drží hračku-kladivo.
Dva muži si venku prohlíží kovodělné předměty.
Mladík kontroluje systém na počítači.
Štáb provádí interview s dvěma staršími lidmi, poblíž kovově zelené dodávky.
Pes se opatrně dívá na hnědého psa, který zkoumá jeho území.
Pán v černém klobouku sedí na stoličce před zelenými dveřmi vedle reproduktorů.
Chlapec a dívka na sebe šplouchají v moři.
Muž, který drží šnorchl, skáče do zelené vody oceánu.
Muž stojí na ulici.
Jeden muž na lodí pokládá svou ruku na záda dalšího muže na lodi.
Je nádherný den, vhodný pro svatbu.
Spousta lidí nakupuje na trhu pod širým nebem.
Mladý chlapec probíhá bublinami.
Osm lidí se baví na vorech a užívá si krásu vodopádu.
Několik lidí jde po stezce.
Muž v modré a fialové pruhované mikině a čepici prochází kolem cihlové stavby.
Na téhle fotce, žena na trhu prodává předměty.
Je zde stánek pod velkým modrým a červeným slunečníkem s velkým výběrem zboží a je tu několik lidí, kteří si zboží prohlížejí.
Dítě na pláži staví hrad z písku.
V černém oblečený dirigent řídí orchestr a sbor hrající a zpívající hudební číslo na hnědém pódiu.
Dívka tlačí zelené kolečko, ve kterém sedí mladík.
Muži v kadeřnictví, jeden muž zvedá jeden prst.
Hráč týmu si dává přestávku, aby mohl komunikovat s médii.
Černý a bílý pes s obojky ze sebe setřásá suchou trávu.
Holčička leží v barevných plastových balóncích.
Muž s vousy barevně vyniká.
Tady je Rod Steward na živém koncertě s Pat Benatar.
Na pódiu jsou dva mužští zpěváci a tři ženské zpěvačky.
Pes běží vysokou trávou.
Muž se slunečními brýlemi sedí na trajektu na slunci.
Pes se prochází po pláži při západu slunce.
Toto je záběr pána otočeného k objektivu zády ve městě.
Dva černí psi běží trávou.
Dva muži středního věku se snaží obsluhovat něco, co vypadá jako nějaký druh lupy.
Dvě holčičky na stole vybarvují omalovánky.
Muž v červených plavkách stojí ve sněhu na útesu nad vodou.
Rodina pózuje na fotku v zasněženém lese.
Skupina mladých lidí se obléká do kostýmů ve skrovném pokoji.
Dva muži v bílých košilích a velkých bílých kalhotách předvádějí bojové umění.
Dva psi si užívají hru v zimě a sněhu.
Mladá dívka si čte literární klasiku "To kill a mockingbird."
Dvě ženy mající ručníky na hlavě, se smějí ve vířivce.
Lyžaři na vrcholu hory.
Muž v hnědé kostkované košili prodává pečivo v modrém pojízdném krámku.
Lidé na trhu si vybírají a prohlížejí ovoce.
Muž v modré mikině a žena v hnědé bundě se společně procházejí.
Mladý muž s hnědými vlasy hraje na kytaru.
Skupina mužů sedí na červených židlích.
Pes nese noviny kuchyní.
Pekař v bílém tričku učí mladíka jak péct chleba v pekárně.
Po rampě sbíhá pes s vyceněnými zuby.
Skupina mužů sedí kolem stolu, na kterém stojí prázdné láhve.
Dva hráči basketbalu sledují míč.
Lyžař vrhá dlouhý stín a sjíždí zasněžený kopec.
Bavič předvádí dětem na ulici kousky, při žonglování s baseballovými pálkami.
Pán čte noviny v čínské restauraci.
Dívka, která má na hlavě přilbu, jede na koloběžce.
Starší muž pracuje s několika provázky.
Miminko drží chrastítko a tváří se velmi smutně.
chlapec surfující k pláži na zeleném surfu.
Zákaznice nechala spočinout svoji hlavu na tvarovaném polštáři.
Mladá žena je před kostelem, oděná do svatebního závoje.
Muž a děvčátko v růžových šatech.
Muž sedí na lavičce s rukou kolem ženy.
Zlatý pes opatrně obchází zamrzlé jezírko.
Žena se usmívá a potěšeně zvedá pěsti do vzduchu.
Pán v modré košili držící řetěz.
Lidé sedí na gauči a smějí se.
Mladý chlapec skáče z jedné žide na druhou.
Pes vyskočil do vzduchu, aby chytil míček do tlamy.
Muž se opírá o bílou dodávku.
Žena s tmavými vlasy, která na sobě má oranžové bikiny, leží na lehátku.
Muž v černém oblečení předvádí kousek, který spočívá ve spolknutí zapálených loučí.
Pes sedí v autě a jazyk mu plandá z tlamy.
Pán spí venku na zemi.
Muž jen v oranžovém pracuje na konstrukci vedle velkého náklaďáku.
Dva chlapci jezdí na bruslích s dalšími lidmi.
Pět dospělých a dítě běží na pláži od vln.
Muž je zaměstnán zastřihováním palmy.
Muž v černém tričku se dívá na menu.
Bílý pes běží po kamenitém pobřeží.
Muž stojí blízko k vlaku na rušné vlakové zastávce.
Dítě, které na sobě nemá triko, si na chodníku hraje s růžovým balónem.
Muž a žena spolu tančí a na zemi je spousta peněz.
Plyšová zvířata jako výhry, které mohou lidé vyhrát v karnevalové hře.
V odrazu v zrcadle je vidět jak si žena nanáší oční stín na své levé oko.
Pár sponzorů v jazzovém baru.
Motocyklista předvádí trik vysoko ve vzduchu.
Chlapec jede z kopce na červeném vozíku.
Muž ve žluté košili je před mužem, který hraje na hudební nástroj.
Dva psi hrající si ve vodě s klacíkem
Dítě leze po zemi a pozoruje holuba.
Těžce pracující muž pracuje na ulici.
Člověk sjíždí po žluté skluzavce do bazénu.
Pracovník v potravinářství griluje maso na špejli.
Dva mladí violinisté vychází ze dveří k fotoaparátu.
V orientální restauraci tancuje skupina lidí.
Tři muž jsou venku při západu slunce a dělají různé věci, včetně skákaní, sezení a fotbalu.
Dívka odráží volejbalový míč.
Pán v tričku s logem Dr. Pepper leží na modré dece a objímá hračku žvýkající miminko.
Dva chlapci hrají americký fotbal.
Muž spí v klíně dalšího spícího muže na lavičce v parku.
Skupina lidí jde nahoru po travnatém kopci.
Člověk na lyžích prolétává sněhem s zeleným stromem v pozadím.
Tři malé děti na tříkolkách závodí z kopce.
Pacient zubní kliniky je vyšetřován mužem a ženou v modrých nemocničních oděvech.
Mladý muž prochází kolem stánku s ovocem.
Muž, který na sobě má svetr s kapucí a džíny, stojí na stromě, který spadl přes potok.
Skupina lidí jí dort na párty v kanceláři.
Pán v černém triku balancuje na hřbetu ruky kulatý objekt.
Dva kovbojové se dívají do zadních prostorů nákladního auta.
Je vidět muže jak jede na černém koni společně vedle hnědého koně; v pozadí je býk.
Dva kovbojové z Latinské Ameriky nebo Jižní Ameriky jedou na koních a pronásledují býka.
Dva banderilleros stíhají na koních krávu za slunného dne.
Děti si hraji na dvorku.
Muž ve člunu pádluje na modré vodní hladině.
Skupina dětí si hraje v muzeu.
Skupina policistů v zelených vestách jede na koních.
Tenistka držící tenisovou raketu na kurtu.
Žena v modrých šatech hraje s jinou ženou tenis.
Žena drží tenisovou raketu.
Tenistka v červeném oděvu zvedá svou tenisovou raketu.
Dítě leží v mezi plyšáky a dekami.
Žena nese na svých zádech dítě.
Chlapec běží s basketbalovým míčem po hřišti.
Dva muži, oba v bílých trikách, stojí za pultem, oba drží nože.
Tři hasiči stojí na vysuté plošině.
Usmívající se, vesele vypadající blondýna s batohem se zastavila, aby se usmála na kameru.
Dítě sedí na dětské židličce.
Kříženec teriéra chytil frisbee ve vzduchu.
Ten muž v hábitu má ve vousech zlato.
Asijský mladík vyskočil na vykládanou čtvercovou kovovou strukturu.
Chlapec si hraje na mokrém kamenném povrchu.
Slečna se zelenou čepicí si dřepla, aby si vzala košík ze čtyřnohé kredence.
Mladý Asijský kluk drží malého,bílého, dlouhosrstého psa.
Přátelé a rodina tančí na pláži před svými vozidly.
Indka pózuje na fotografii ve svém světlém oblečení.
Světlehnědý pes s černým obojkem skáče v trávě.
Muž v černém triku a maskáčových kalhotách pokrytý krémem.
Čtyři vousatí muži stojí a drží bílé talíře.
Holčička kope do vzduchu.
Bílý pes běží sněhem s tlamou doširoka otevřenou.
Asijská žena a malý kluk spolu jedou na kole.
Usmívající se indka řídí modré nákladní auto v barevném oranžovozelenobílém oděvu.
Dva lidé skáčou po písečných dunách na pláži
Muž, který na sobě má pruhované triko, v laboratoři používá mikroskop.
Dítě sedí v jámě naplněné vodou.
Hnědý pes s vyplazeným jazykem jde po travnaté cestičce.
Černý pes běží s bílým psem.
Dva velcí psi spolu běží po trávě.
Pes se válí v trávě.
Chlapec v červeném se chystá sjet modrou skluzavku.
Několik mužů na koních hledí do hor na horizontu.
Žena, která na sobě má slavností kostým a čelenku, pije z plechovky.
Štěně nese tenisový míček ve své tlamě.
Žena s pěti dětmi všude kolem sebe a s úsměvem na tváři.
Vodák pádluje na kánoi na klidných jezerních vodách.
Nějací lidé přechází řeku přes zelený most.
Dva mladí muži pomáhají jinému muži v zadní místnosti obchodu.
Jeden z chlapců v potrhaném jednobarevném obleční, stojících bok po boku, drží sekyru.
Muž sedí u stolu a používá notebook.
Dítě se otáčí s předmětem v ruce, zatímco za ním někdo prochází.
Dvě ženy spolu mluví v galerii umění.
Páníček se jel projet v loďce se svým žlutohnědým psem.
Hnědý pes sedí na trávě.
Bílý pes běží s oranžovým plotem za zády.
Pán a chlapec se dívají do stanu, ve kterém je modrá deka.
Žena s tenisovou raketou se chystá odpálit míček.
Žena v bílém tričku a černé sukni hraje tenis.
Tenistka hrající s vlasy svázanými do ohonu, v mikině s kapucí a v černých kalhotách.
Světlý pes hrající si s barevnou psí hračkou.
Dvě dívky s dlouhými vlasy stojí před zaplněným stolem.
Tenistka zvedá svou raketu aby trefila míček.
Holčička jde po cestě v zastřešené zahradě.
Tenistka před odpalem.
Hnědovlasá žena v béžové bundě píše na kousek papíru na růžovém stole.
Žena v bílé sukni hraje tenis.
Blondýna hraje tenis před modrou reklamou v pozadí.
Indický muž a žena spí ve veřejné dopravě.
Dítě se směje, zatímco ho dospělý vyhazuje do vzduchu.
Žena se zelenými vlasy se rozmachuje po pinatě.
Bíločerný pes běží po sněhu ke stromu a lavičce.
Tenisová hráčka sbírá tenisáky na tenisovém kurtu.
Žena stojí u sítě na tenisovém hřišti a drží knihu.
Šťastná tenistka v bílé sportovní podprsence.
Dívka v bílém topu a žlutých šortkách hraje tenis.
Na fotce hrající tenistka ve žlutém.
Mladá tenistka se snaží na antukovém hřišti zachytit míč.
Žena v bílém tenisovém dresu hraje tenis.
Žena v modrém sportovním dresu se chystá uhodit do tenisového míčku.
Muž se prochází před grafiti za oblačného dne.
Mladší a starší žena, obě v oblečení na tenis a s rakety, se široce usmívají před kamerou.
Děti vedle sebe dělají anděly ve sněhu.
Hrobař kope, neb zasypává hro a někdo jiný telefonuje a opírá se o náhrobní kámen.
Postava v kabátu s kožešinovým límcem prochází kolem sochy.
Muž a žena používají automat vestavěný do zdi.
Afroameričanka jde ulicí ve světle barevném triku.
Chlapec převlečený za kovboje hladí čtyřnohé zvíře s rohy a sedlem.
Mladý kovboj je zaujat přítomností velblouda.
Tři bosé děti se baví a smějí ve vnitřních prostorách.
Muž se svalnatými pažemi předvádí gymnastiku.
Gymnasta v červeném cvičebním úboru balancuje s nohama ve vzduchu na hrazdě.
Muž komunikuje s někým v autě.
Tahle žena je v případě nutnosti připravená bojovat, je pro to vycvičená.
Černobílý pes chytá hračku ve skoku.
Dvě děti jsou houpány na houpačce a na zemi je sníh.
Starší žena se účastní ceremoniálu.
Velký hnědý pes skáče přes keř na travnatém pozemku.
Gymnasta visí na kruzích vzhůru nohama.
Černý chlupatý pes skáče do vzduchu vedle jiného psa.
Dva chlapečci sledují svého otce jak používá stolní mixér.
Bronzový pes si hraje s červeným psem ve sněhu.
Malá světlovlasá dívka leze po zdi.
Pán si nechává čistit boty na chodníku, u kterého parkují motocykly.
Muž líbá ženu na tvář.
Dospělý a tři děti jdou po cestě.
Několik lidí sedí na lavičce před západem slunce.
Zatímco jeden muž kouří cigaretu, druhý mu opětuje pohled.
Pes plave s klackem v puse.
Pán ve sněžnicích běží uvnitř zdánlivě lidnatého lyžařského střediska.
Šedovlasý muž sedí venku a mluví do telefonu.
Dvě děti se seběhly u ženy na ulici mezi dvěma žlutozelenými vozíky.
Dva muži sedí a pijí.
Hnědý pes si hraje s červenou hračkou, zatímco jiný hnědý pes skáče na kameru.
Žena pozadu klouže na sněhu.
Muž v tričku a modrých džínách skáče z útesu u velikého kaňonu.
Muž a dítě kopou do žlutého míče na širém poli.
Chlapec v modrém triku seskakuje schody na skateboardu.
Hráč bowlingu hází kouli dolů na dráhu a snaží se trefit dvě kuželky.
Žena v růžové čepici pomáhá malé dívce v bílé čepici s jejími bruslemi.
Ten muž má na sobě černé triko a čepici a usmívá se.
Černý pes s červeným obojkem se brodí vodou.
Indická žena třídí oblečení.
Tři děti si hrají a baví se v chudinské čtvrti.
Čtyři dívky si spolu hrají.
Do modrého oděná žena s modrými taškami, stojí venku u okna.
Chlapec a jeho bratr si hrají s klacky a meči.
Žena v červeném kabátě a s černou kabelkou sedí na betonovém sloupu.
Jezdec sjíždí crossem bahnitou stezku.
Muž hází míč na hromádku bloků, za kterými jsou v pozadí plyšová zvířátka.
Chlapec přechází po lanové dráze na hřišti.
Šedý pes žene hnědého psa v mělčině.
Pán si potřásá rukou s figurínou.
Starší muž kouří, zatímco prochází kolem malby starého muže.
Muž v černé bundě pracuje na střeše.
Uvnitř tří skleněných výtahů jsou lidé.
Parta chlapců jede na povoze.
Dítě skáče z vnitřní lezecké dráhy, zatímco další děti lezou po dalších částech konstrukce.
Bílý a hnědý pes klepou ušima.
Malá dívka leze po schodech atrakce na hřišti.
Skupina lidí se dívá na obrazovky laptopů.
Dvě ženy, z nichž jedna má batoh, stojí nad vodním tokem.
Člověk pozoruje řeku s mostem, který jde přes ni.
Paní v černém kabátu a slunečních brýlích stojí před pánem, který odchází s batohem na zádech.
Žena sedí na kládě blízko vody.
Muž v bílém tričku, klobouku a khaki kalhotách zdolávající horu.
Psí spřežení se na této sněžné stezce zapotí.
Muž s brýlemi sedí u stolu s hrnkem kafe a několika dalšími věcmi na stole.
Tři kytaristé hrají na kytary na pódiu.
Dvě děti běží po promenádě, která vede přes vodu.
Plešatý muž v černém triku hraje na kytaru.
Dva muži kopají žlutý a černý míč přes síť.
Mladá španělská dívka skáče z betonové zídky na chodník.
Mapa únikových východů visí nad dveřmi, kde se žena pro něco natahuje.
Pokrývač pečlivě kontroluje střešní tašky.
Muž v kuchyni má v úmyslu sundat nějaký kus masa, který uvařil, z papírového tácku.
Pár stojí a dívá se na oceán.
Její nebo jeho ruce jsou v psí tlamě.
Mladík vyskočil v poušti,zatímco ho ostatní sledují a fotí.
Pán s dlouhými kudrnatými vlasy usnul při jízdě v autě.
Mladý chlapec stojí a zírá na televizní obrazovku.
Malá dívka strká malého kluka, který sedí na houpačce.
Dítě si hraje v květinách.
Na rohu hrají tři hudebníci na saxofony a bubeník bubnuje na narychlo vyrobenou bicí soupravu
Hnědý pes a černo bílý pes běží po zelené trávě.
Strana budovy vedle kostela je pomalována znakem Coca-Coly v zářivých barvách.
Otec se synem spí ve svých přikrývkách.
Žena v šedém mluví do mikrofonu při akci, zatímco ji dva muži poslouchají.
Několik lidí pohybuje konstrukcí.
Dítě se houpe na pneumatice na lesní louce.
Muž a žena sedí za dlouhým stolem, zatímco mluví a pracují na svých laptopech.
Muž zabalený v šedém závoji se krčí u země.
Dělník při práci v továrně pracuje se strojem.
Několik žen spolu sedí u stolu.
Žena vytáhla dárek z vánoční punčochy.
Žena v růžovém sedí a užívá si předmět, který drží.
Žena otevírá dárek.
Jezdec se snaží zůstat v sedle divokého koně.
Dva psi stojí proti sobě na travnatém poli.
Hnědý pes vidí černého psa, který leží v suché trávě.
Baseballista menší ligy, který na sobě má bílý dres s číslem 19, úspěšně trefil míč.
Zatímco opodál fotograf fotí, paní si prohlíží leták a mluví na někoho.
Žena si zkouší pletené návleky na ruce.
Dvě dívky chystají domov na velkou párty.
Žena v zelených květovaných šatech drží nádobku se sladkými zvířátky.
Slečna ukazuje bíločervené šaty dvěma usmívajícím se přihlížejícím ženám.
Bílý pes skákající přes zasněžený kmen.
Muž stojí na travnatém poli vybavený nějakým zahradnickým nástrojem, kterým pracuje na trávě.
Muž v klobouku jede na vzpírajícím se koni.
Hnědý pes si hraje v bílém sněhu.
Pán v bílém obleku hodil první nadhoz během hry baseballu.
Muž v bílé košili řeční do mikrofonu.
Žena účinkuje na koncertě.
Skupina mladých lidí hraje na pláži hru.
Muž v černém oblečení pózuje před Eiffelovou věží.
Muž v modrém tričku na lodi drží rybářský prut, který je do poloviny svojí délky ohnutý.
Čtyři rockeři pózují na kmeni stromu.
Dva muži, jeden s taškou, a jedna dívka jdou ulicí.
Sochař pózuje u svého výtvoru.
Muž se dívá na kameru, jak se zastavuje venku před vchodem do metra, zatímco dívka do ní mluví do svého mobilního telefonu.
Skupina lidí na svatbě před kostelem.
Skupina sedících mužů pije kávu kolem dvou stolů.
Velká skupina lidí na večírku.
Muž v hnědém je venku vedle kola.
Lidé venku před domem ve sněhu.
Člověk sedí vedle stativu a sleduje lodě v doku.
Pán žongluje na pláži.
Chundelatý bílý pes běží po sněhu.
Několik lidí se sešlo na schůzi; někteří s laptopy a někteří museli zůstat stát.
Muž v lodním přístavu se dívá na vodu a loď.
Žena v červeném je lehce předkloněná vedle cihlové budovy.
Muž s tetováním lenoší na gauči a v ruce drží pero.
Dva bílý psi podobní psům husky jsou venku ve sněhu.
Dítě v modrém pyžamu si hraje s červeným mopem v červeném kýblu.
Bílý pes běžící sněhem.
Fotografie zabírá seshora ulici, kde se prochází pět chodců.
Několik lidí s zavazadly, pohledy svědčícími o ztracení, a pohodlní.
Spousta mužů a žen si užívá venkovní prostor.
Dva chlapci sledují třetího chlapce, jak kope do nějakého sněhu.
Varhaník v černé košili s dlouhými rukávy sedí u varhan ve velké budově přičemž ho pozorují tři lidé.
Muž hraje na improvizované bubny z bílých kýblů na sněhu.
Chlapec v zapínací mikině hraje na lesní roh.
Muž sedí za svým stojanem na noty.
Hnědý a černý pes s modrým obojkem blízko fotbalového míče na travnatém poli.
Muž na kole jede kolem ostře modrých dveří.
Člen kmene leze na strom za pomocí svých nohou a rukou.
Skupina matek sedí a kojí svá miminka.
Dvě krávy stojí před lidmi, kteří jedou v autobuse.
Muž sedí na lavičce ve stanici metra.
Muž v zelené bundě a černém klobouku stojí blízko dveří.
Bílošedý pes jde po štěrku.
Muž na skateboardu s ním skáče do vzduchu.
Dva fotbalisté odpočívají, aby se mohli napít.
Batole se prochází starou budovou v modrém oblečku.
Pes běží sněhem.
Dítě v modré bundě a přilbě je na skatebordu.
Dva stavaři staví dům.
Dítě stojí na vrchu sněžného valu a má roztažené ruce.
Dvě mladé dívky v slavnostních šatech stojí venku.
Herní souprava lego je v popředí, zatímco žena a dítě si s ní hrají v pozadí.
Děti tvoří rockovou kapelu.
Skupina šesti lidí hraje v obýváku při odpočinku deskovou hru.
Surfař si našel dobrou čistě tmavomodrou vlnu.
Muž, který stojí na vrcholu plastové židle, a prohlíží si různé druhy čepic.
Muž pracuje na položení nové střechy.
Dívka v županu drží talíř s jídlem a stojí vedle chlapce, který drží nádobí a červený hrnek.
Dva lidé spí na lavičce.
Dva muži a dítě používají pravítko na zeď.
Indický muž se slonem a skupina indických dětí ve chrámu.
Chlapec má ostnatý náramek a podivnou rukavici.
Muž známý jako Deleon odpovídá na dotazy.
Muž v brýlích mluví do mikrofonu obklopen skupinou lidí.
Malé dítě si hraje s batmanovským autíčkem.
Žena v zeleném svetru pokládá sladkosti na polici.
Dvě děti se objímají.
Během koncertu sleduje pódium velký dav lidí.
Holčička sleduje velký balvan.
Černý pes si hraje s dvěma měkkými hračkami před krbem.
Ujišťuji se, že přesný záznam všeho, co tady vidím, je patřičně nahrán.
Muž se dívá skrz mikroskop, zatímco v pozadí jiný muž se také dívá skrz mikroskop.
Skupina plavců plave v červených trenýrkách.
Pes, mající modrý, obojek běží sněhem.
Žena v galerii studuje umění, zatímco si na zemi hrají dvě děti.
Bílá žena v červených šatech pomáhá černošské nevěstě do jejích bílých svatebních šatů.
Množství lidí u přechodu ve městě.
Muž v kostýmu mluví na dívku v modré mikině, uvnitř konferenční budovy.
Muž se za západu slunce prochází po pláži.
Skupina lidí se při západu slunce prochází po pláži.
Sedm dětí skáče na travnaté louce.
Béžový a hnědý pes se ve sněhu.
Otrhanec spí za budovou.
Horolezec slézá ledovec pomocí cepínu.
Holčička jede na skateboardu zatímco ji chlapec bije hračkou.
Muž v kostkované košili maluje na velké plátno.
Muž si za keřem něco zapisuje.
Cyklista jede po chodníku na jednokolce.
V kadeřnictví žena myje muži hlavu šampónem.
Žena v modrém klobouku fotí v oblasti porostlé křovisky.
Hasič pokládá dřevěné desky pod rozbité modré auto.
Hnědý a černý pes běží přes travnaté pole
Dospělý muž klečí na střeše a opravuje jí.
Muž ukazuje ženě, jak používat pilu, aby rozřízla desku.
Po městské ulici jdou v noci dva lidé.
Skupina mužů pracuje na malém modrém závodním vozítku bez kabiny.
Hasič pracuje u požáru.
Bílý pes běží sněhem.
Muž hrající na velké černé piano.
Kráva leží na chodníku mezi dvěma zábradlími, zatímco nějací lidé poblíž odpočívají a žena odchází.
Dav lidí s červenými helmami stojí kolem ropného čerpadla.
Dva muži v stejnokrojích pro bojová umění klečí před stojany se zbraněmi.
Hnědý pes si hraje ve sněhu.
Je zde staveniště s bagrem a mužem s lopatou.
Dva mladí muži v reflexních žlutých vestách sedí ve vozítku.
Jsou tam dva muži ve žlutých vestách a pracují na velkém zeleném poli.
Holčička jede na kole.
Muž s řídkými vousy a hnědou mikinou hraje hru "Guitar Hero" v přeplněné místnosti.
Jezdec na koni přistávajícím po skoku.
Pán v brýlích promlouvá ke skupině přátel.
Dáma s růžovou mikinou natáčí video velké obrazovky, na které je sportovní tým.
Dáma oblečená v černém kabátě, džínové sukni, černých botách a s černou kabelkou, prochází kolem obrovské reklamy s ženou, která se přehrabuje ve své kabelce.
Tanečnice předvádí skok přes scénu.
Hnědo-bílo-černý pes cvičí na překážkové dráze.
Skateboardista předvádí na rampě trik.
Dvě rozkošné děti, které matka oblékla dost podobně, si užívají jízdu ve vlaku.
Svalnatý pán v krátkých plavkách si hraje s pálkou a míčkem na provázku na pláži.
Kudrnatý pán mluví nebo debatuje s blonďatým pánem před stolem.
Policista sedí v dodávce a dívá se z okna.
Dva muži stojící na židlích pracují na kruhovém okně.
Blondýna v modrém oblečení hraje na cello.
Žena sedí na židli, zatímco jí muž sundavá podvazek.
Několik psů je seskupených v zimní scéně.
Tento mladík se holí před zrcadlem.
Muž v modré košili mluví ve stoje.
Po chodníku jde Ind s turbanem na hlavě.
Horolezec slézá skálu.
Několik tanečníků na pódiu předvádí šviáhání nohama.
Skateboadista svlečený do půl těla předvádí trik na skateboardu.
Japonský olympioniky v červeném trikotu hraje tenis.
Hráč se snaží hodem koule srazit poslední kuželku.
Malým obloukovým otvorem je možné vidět ženu oblečenou v tradičním plášti.
Žena, která nese mísu na hlavě, se prochází před dítětem.
Dva kuchaři se snaží přijít na to, jak připravit jídlo.
Několik mužů stojí nebo se prochází po komplexu Johna A. Noblea.
Dítě si hraje v parku, vprostřed hejna ptáků.
Prodavač prodává jídlo ve stánku na pouličním trhu.
Asiatka v černém oblečení sedí ve veřejném prostranství.
Budova je pokryta červenými a černými grafity.
Jeden pán v kanoi vesluje zatímco druhý hází síť do vody.
Normální sluneční den ve velkém městě.
Velký černý pes cení zuby, zatímco běží sněhem.
Pán je napadený německým ovčákem.
Milující žena klečí u tří koček a stará se a krmí poraňenou.
Velký muž hraje na kytaru na pódiu.
Malé dítě sedí na houpačce na hřišti.
Člověk zírá na předmět skrz mikroskop.
Tři dívky ve světle zbarvených róbách sedí na kamenné zemi před velkou skálou.
Nabalené batole se prochází sněhem.
Spousta jedinců trpělivě čeká ve frontě, aby mohli vstoupit do budovy.
Rybář v poli u jezera.
Dvě děti si hrají s náctiletou dívkou, které zavázaly oči.
Spoluhráči zvedají fotbalistu, aby chytil míč.
Mladý chlapec kope do fotbalového míče s mladou dívkou v pozadí.
Dva týmy bojují o vítězství!
Snowboardista fotí před několika stromy.
Muž, který na sobě má džíny a bundu s kapucou a dlouhými rukávy a batoh, se prochází pouští.
Tři slečny se objímají v kuchyni, zatímco ukazují co napekly.
Chlapec a dívka běží přes travnaté pole k zalesněnému kopci.
Skupina mužů a žen se schází u konferenčního stolu.
V publiku jsou dvě tmavovlasé dívky.
Žena v žluté bundě sjíždí po zasněženém kopci.
Žena stojí s fretkou a psem.
Muž sedí u stolu s šálkem kávy před svou levou rukou.
Děti si hraji v nafukovacím hřišti.
Mladík sváří kus kovu a zakrývá si u toho obličej.
Pán venčí tři dalmatýny na slunné ulici.
Tito tři pánové běží stejným směrem ve slunečních brýlích městem.
Skupina žen soutěžících v závodech na kolečkových bruslích.
Bruneta v černém kabátu drží v ruce kávu.
Malý chlapec maluje talíř.
Velký hnědý pes plave ve vodě.
Dva muži ve slavnostním oděvu stojí za kamerou.
Mladí přátelé odpočívají v parku a užívají si, že si mohou jeden s druhým povídat.
Asijská kapela v průvodu s mažoretkou z ženské kapely.
Tři stejně oblečené dívky v sukních a čepicích se skotským vzorem, zelených svetrech a modrých punčochách po kolena, se spolu procházejí.
Dívka si hází s fotbalovým míčem, zatímco sedí.
Dívka v růžovém svetru a zelených podkolenkách kope do fotbalového míče.
Dívka prochází před brankou na fotbal během zápasu.
Muž, který na sobě má černou kšiltovku a především šedou mikinu, vypadá, jako že je na párty.
Pán sedí na hnědočerném psovi.
Červený kabriolet jede ulicí, přičemž je zastaven přihlížejícím.
Černý muž maluje znak.
Chlapec v zeleném tričku skáče před bowlingovou dráhou.
Dvě ženy se na něco dívají.
Dívka kope do míče a další tři děti dělají to samé v pozadí.
Malá dívka hraje fotbal.
Čtyři dívky spolu hrají kopanou v zelených a modrých dresech.
Mladá dívka se připravuje kopnout do růžového fotbalového míče.
Dívčí fotbalistka stojí před plotem a má v úmyslu hodit míč zpátky do hry.
Starší pán sedí venku ve slunci a cosi pozoruje zpod svého deštníku.
Starší a mladší muž sedí na kostkovaném sedadle lásky.
Dvě ženy, které objímají děti, spolu mluví.
Blonďatý batolící se chlapec se dívá dopředu, zatímco světlovlasá žena mu upravuje límec.
Žena oblečená v černém se rýsuje proti potemnělému oblačnému nebi.
Dítě s losem na triku si hraje s vláčkovou dráhou.
Dítě na vrcholu klouzačky vypadá nejistě.
Fotbalový zápas probíhá během západu slunce.
Mladík v kostýmu brýlí a zubů Pana Brambory.
Několik lidí stojí na pódiu s rukama ve vzduchu.
Dívka ve žluté bundě sedí na velkém kamenném lvovi.
Čtyři lidé stojí u ohně a vaří jídlo.
Mladá dívka honí kačera s chlebem v rukou.
Dva lidé jsou spolu a jeden z nich používá mikrofon.
Brýlatý pán leze po sklaní stěně.
Muž ve žluté reflexní vestě telefonuje dřepíc na zahradě.
Pět hráčů kriketu se válí na trávě.
Žena v bílém vyhazuje kluka do vzduchu.
Mladý snowboardista má při jízdě oblečenou čepici a ochranné brýle.
Muž plave se šnorchlem a pozoruje podvodní život.
Nějací afroameričtí mladí lidé hrají volejbal.
Muž na pláži staví velký hrad z písku.
Muž na kolečkových bruslích klouže po cestě v parku.
Dvě štěňata si hrají v zelené trávě.
Asiat nese dítě oblečené v ladícím kroji.
Muž hraje na kytaru v lehce osvětlené místnosti.
Pes vyskakuje, aby chytil frisbee.
Dva muži a žena se baví vestoje na hřišti.
Mladá dívka leží ve sněhové jeskyni.
Žena v modrém sedí na obrubníku vedle modrého zábradlí nad oceánem.
Lidé se procházejí ulicí.
Skupina mladíků v červených róbách jde naplnit své hrnce vodou.
Profesionální plavec míří k cílové čáře.
Muž je v bazénu přepravený začít závodit.
Indická žena používá kladku, aby získala konev.
Skupina aquabel se vytvořila v bazénu seskupení ve tvaru hvězdy.
Hnědý pes setřásá vodu.
Dvě ženy si na scéně přehrávají film.
Muž a žena se smějí.
Tři dívky ve slaměných kloboucích tančí na pódiu.
Pán v cvičebním úboru čte ženě.
Mladý muž a žena jsou u jídelního stolu a před sebou mají jídlo.
Městskou ulicí se prochází dva rozveselení lidé.
Žena se předklání, aby ošetřila svého syna v žluté bundě.
Žena jde a táhne kufr.
Muž s něčím v ruce skáče písečným pobřežím.
Stavba ve městě v noci
Dva policisté v jasně žlutých uniformách stojí a povídají si.
Rozrušený afroameričan natahuje tričko.
Dva muži v pracovních oblecích se dohadují o tématu, zatímco stojí před pódiem.
Taneční představení se odehrává před publikem.
Šedý a bílý pudl bojuje s dalším hnědým a černým psem na posteli.
Muž v brýlích a kožené bundě se dívá dolů
Mladý chlapec leze po schodišti v pokoji plném knih.
Mladý chlapec se rozmachuje pálkou po velkém baseballovém míči.
Muž se ženou spolu pijí u stolu.
Muž zapojuje vybavení pro rockovou show.
Člověk venčí svého psa na vodítku, zatímco dítě v červeném triku jede na skateboardu.
Muž se opírá o budovu blízko rušné ulice.
Lidé prohlížející si Wii konzole v obchodě Wii.
Černý pes je vyfocený, když chytá hračku do tlamy, vprostřed skoku.
Žena v kostkovaném kabátě stojí před pračkami v prádelně.
Muži za okny, na kterých jsou mříže.
Muž držící lano, stojící na velkém kusu sněhu.
Nadšená paní otevřela dárek a objevila mixér "KitchenAid."
Dav čekající na stanici metra Main Street na vlak.
Muž a žena v restauraci čekají na své jídlo.
Fotograf s černými brýlemi a vlasy drží kameru na trojnožce.
Mladík v modrých kalhotách dělá salto ve vzduchu.
Dva kapelníci hrají na kytaru a zpívají na pódiu.
Holčička šplhá po plotu z pletiva.
Člen kapely hraje na klávesy.
Kapela z Bellinghamské střední školy hraje.
Dva muži a žena stojí ve vodě se zlatým retrívrem.
Afroameričan se dívá z okna s kytarou v rukou.
Dítě v modrém se směje kvůli tomu, co má v ruce.
Člověk v žlutém triku sedí na chodníku.
Na molu stojí dívka v modré košili držící rybářský prut.
Blondýna spí na pohovka.
Hnědého psa, který drží malou hračku v puse, honí černý pes.
Dva hnědobílí psi se na sebe dívají.
Dav lidí sedí kolem kulatých stolů ve slavnostní síni.
Dvě ženy, které mají na nohou boty s otevřenou špičkou, jedou na motorce.
Dívka jede na kole během zataženého počasí a má nasazenou helmu.
Skupina lidí si užívá u stolu.
Hudebník hraje na kytaru před mikrofonem a zpívá.
Tato paní zpívá v klubu.
Černý pes stojí naproti hnědému na venkovním prostranství.
Žena v růžovém jde pod dvěma stejnými nadjezdy.
Dva lidé v pestře zbarveném oblečení pracují s čtverci látek s barevnými vzory.
Mladá dívka v béžových šatech běží blízko zalesněné oblasti.
Dvě děti si hrají na posteli s dálkovým ovládačem.
Jedno z dětí, hrajících fotbal, nakopávající míč.
Krátkovlasá hnědovlasá žena zpívá se svojí kapelou na pódiu do mikrofonu.
Skupina žen ve sladěných uniformách, jedna z nich mluví.
Muž v černém triku zpívá do mikrofonu.
Hasič hasí červený náklaďák, ze kterého se kouří, zatím se k němu blíží policista.
Skupina lidí čeká pod dálnicí.
Čerstvě oddaný pár stojí před velkým davem.
Skupinka chlapců si hraje na pláži.
Vodopád promáčí dva lidi.
Mladý čerstvě oddaný pár krájí svůj svatební dort při své hostině.
Několik lidí sedí a sleduje ženu, která něco předvádí, ve třídě, zatímco muž v pozadí vypadá nejistě.
Bosá žena v zelenočervené sukni je obklopená hliněnými hrnci.
Chlapec si hraje se šroubovákem.
Dítě v šedém svetru drží kraba a pozoruje ho.
Flétnistka hraje na flétnu v pochodové kapele
Mladík jede ulicí na svém zelením kole.
Dva muži visí na lanech nad vodopádem.
Čtyři pasažérky čekají na svůj vlak, jedna sedí a ostatní stojí.
Tři psi běží bok po boku trávou.
Podél cesty běží žena v šedém triku a černých legínách.
Chlapec plave ve vodě.
Muž s dlouhými vlasy a v zeleném pruhovaném tričku mluví se ženou, která pozorně poslouchá.
Ženy pózují na hloupě upřímné fotografii ve studiu.
Mladá dívka právě vyskočila ze své žluté houpačky
Malá dívka v červeném je dole na ledu.
Batole pořádně oblečené se připravuje na sjezd ze skluzavky.
Několik psů táhne na spřežení sněhem muže s helmou.
Do objektivu se dívá mladé afroamerické dítě korálky ve vlasech, oblečené do kabátu.
Učitel učí tři dívky jak hrát na nástroj.
Mladý muž s nahou hrudí s běžně oblečeným mužem společně na cestě pouště.
Hnědý a bílý pes si hraje v trávě.
Žena v šatech s květinovým vzorem obsluhuje tkalcovský stav.
Dva muži v modrém oblečení sedí na lodi.
Tři dělníci dřepí na nosnících, ze kterých je vidět město pod nimi.
Hispánci sedí na pláži v písku a telefonují.
Dítě skáče u vody.
Dítě se dívá na miminko spící v dětské postýlce.
Obrýlený pán v obleku se směje s mladší slečnou ve formálním, zatímco otevírá peněženku.
Muž otevírá bránu pro vlak.
Žena objímá muže a líbá ho, zatímco pes je na vodítku.
Muž si nechává ostříhat vlasy v holičství.
Pán zkoumá uniformu figuríny ve východoasijské zemi.
Mladý kluk leze po skále.
Horolezec šplhá a ostatní dole přihlížejí.
Dvě malé děti držící se za ruce, zatímco jdou po ulici.
Černá fena se stará o černá a bílá štěňátka.
Mladá žena vyskakuje z podlahy.
Skupina mužů v červeném hraje na bubny.
Záběr restaurací Applebee's a Dave a Buster's z druhé strany ulice.
Dítě se usmívá na houpačce na hřišti.
Muž středního věku ve žlutém triku stojí na chodníku a drží zelenou tašku a vrhá stín.
Žena s modrou šálou čte časopis před namalovanými slunečnicemi.
Muž a žena se venku líbají.
Malá dívka hraje na kytaru, nalevo jsou nějaké květiny.
Žena a dítě, oba v červeném oblečení, jdou venku po ulici.
Muž v kostkované košili prochází se svým psem na pláži za zády lidí.
Dívka na dlouhém tobogánu.
Muž stojí v dálce na oceánu, zatímco stojí na malé lodi.
Černý a hnědý pes nese v tlamě červenou hračku.
Mladé dítě jde v doprovodu velkého černého a hnědého psa, na zemi kolem leží sníh.
Muž v šedém saku mluví do mikrofonu.
Skupina mladých lidí drží lahve a ukazuje do objektivu.
Dvě ženy procházejí lidnatou ulicí.
Mladá dívka v růžovém tílku běží po cestě.
Žena v černém triku vyučuje.
Je tu malá dívka v růžové přilbě, která jede na svém růžovém kole podél vody.
Atlet na trati přeskakuje překážku.
Pes skáče a otáčí se na pláži.
Kapela hraje na malém pódiu.
Dívka v černé čepici s růžovou květinou hraje na klávesy.
Rodina připravuje jídelní stůl na oslavu.
Několik lidí sedí na molu a dívá se na jezero.
Kapela, která se jmenuje Screaming Orphans, pořádá koncert.
Tuhle známou písničku zpíváme pro vás všechny.
Děti, pod dohledem dospělých, závodí na autokárách.
Malý chlapec v oranžovém tričku drží žlutý meč napřažený k objektivu.
Mladí kluci si na pláži hrají s míčem.
Muž sedí na židli s nohou podepřenou u skříňku a mluví do mikrofonu.
Muž v obleku mluví do mikrofonu.
Pán v šedém obleku mluví před mikrofónem.
Muž vystrkuje hlavu z malého okna.
Někdo skáče panáka na síti namalované křídou na zem.
Mladé dítě sleduje muže, který hraje na elektrickou kytaru.
Muž a žena se dívají na člověka, který má zrovna slovo, a sedí.
Muž pádluje na lodi za západu slunce.
Čtyři děti v černočervených kloboucích hrají na pódiu.
Žena v křesle mluví o tématu do mikrofonu.
Pán v bílém triku a modrých šortkách mává tenisovou raketou.
Chlapec v trávě skáče salto.
Jeden muž odpočívá na židli před obchodem a další tam uklízí.
Mladík si hrál se svojí sadou vláčků.
Muž drží mimino, zatímco se na sebe usmívají.
Lidé slézají po schodech skrz mlhu.
Skupina indiánů stojí s mraky nad hlavou poblíž pouličního osvětlení.
Hnědý a černý pes probíhá řekou.
Lidé poblíž modro-bílo-červeného horkovzdušného balónu na trávě.
Muž mluví přímo do mikrofonu
Chlapec s modrou kapucí drží mládě a usmívá se.
Skupina divadelních studentů na jevišti skáče podle pořadí.
Malé dítě v zimním oblečení je drženo zpříma, aby mohlo být vyfoceno.
Dva lidí za žlutou kovovou bránou.
Mladý kluk mezi šesti protihráči v dresech rozhodčí nakopává fotbalový míč.
Dívka šplhá na dřevěnou konstrukci.
Tři bruslící děti v helmách jsou vedle bruslícího dospělého.
Na hřišti si hrají dvě děti.
Matka opravuje svůj počítač a při tom ukazuje své dceři, jak funguje.
Dvě ženy a důstojník opouštějící letadlo.
Pán v červených plavkách na lodi ve vodě.
Chlapec spí, potom co si hrál se svými kamarády.
Holčička v helmě se naklání přes řidítka přes malé kolo.
Pán v obličejové masce sedí poblíž stanu a karavanu.
Chlapec šplhá po modré steně, zatímco dospělý se dívá jinam.
Metař uklízející cihlovou ulici.
Skupina roztleskávaček profesionálního basketbalového mužstva předvádí své vystoupení.
Pán se dívá z okna.
Lidé na náplavce; tři lidé sedí a tváří v tvář jeden druhému, dva lidé jdou k vodě a chlapec pobíhá kolem.
Pán v zeleném tričku a kšandách sedí u stolu a telefonuje.
Pán v bílé košili mezi množstvím zlatých předmětů.
Černý pes závodí.
Dívka v modrých šortkách sedí na rozpadlém pařezu.
Lidé přehazují přes hlavu venku předměty.
Mladík v modré mikině skáče salto z nízké zdi posprejované graffiti.
Chlapec na trampolíně skáče přes jiného chlapce.
V metru spolu sedí pán v brýlích a paní v černém klobouku a tmavých slunečních brýlích.
Chlapec je zajištěný mezi dvěma lany na bungee jumping a visí ve vzduchu.
Starší paní v dlouhém kabátě tlačí malý vozík přes ulici a paní, co kouří cigaretu, přihlíží.
Pán nastupuje do červeného auta.
Osamělý rybář nadhazuje za soumraku.
Muž sváří uvnitř žlutého auta.
Dívka v černém dělá školní práci ve společném pokoji na zemi a dívka v červeném na počítači.
Dítě si hraje na dřevěném houpacím koni.
Žena s kudrnatými vlasy v černém kabátě, černých kalhotách a černých kotníkových botách jde po ulici.
Hrnčířka hněte hlínu na skruži.
Dvě děti běží po chodníku u budovy.
Pes se vynořil z jezera.
Velký bílý pes sedí s malým černým psem ve sněhu.
Blondýna se směje.
Žena sedí v čekárně a čte si magazín vyzobrazující spoře oděný pár, muže a ženu.
Neznámý obouvající si botu a vytrácející se v rychlosti.
Bílý a černý pes si hrají s uzlem na zahradě.
Pracovník prodejny tlačí několik košíků najednou.
Starší pán sedí před něčím, co vypadá jako dveře.
Pán tmavé pleti dřepí před talířem jídla.
Zatímco žena telefonuje, pár sedí v restauraci.
Dívky ve fialových šatech asijského sedí na židlích ve formálním prostředí.
Chlapec v potápěčských brýlích v bazénu dává "dva palce nahoru."
Bosé dítě běží přes asfaltové parkoviště.
Mladík v brýlích s dlouhými kudrnatými vlasy hraje na kytaru v sedě na trávě a je oblečený do pruhovaného trička a modrých džínách.
Žena sedí opřená o zeď za panelem skla.
Pes běží v zimě lesem.
Dav lidí sleduje dva motorkáře na motorkách.
Skupina lidí venku stojí a přihlíží jakémusi dění.
Mladík se slečnou hrají na podlaze deskovou hru.
Malý pes skáče nad sněžnou loukou.
Dítě v papírové koruně sedí v nákupním vozíku.
Mladík cvičí v prostředku středoškolského hřiště tak, že skáče přes krabice
Před davem je motorkář vjíždějící do klece.
Holčička sedí na houpacím zvířátku a paní si jí u toho fotí.
Pán v bílém tílku se usadil na hrubé skále.
Pár psů se prochází po cihlové ulici.
Kuchař v kuchyni připravuje jídlo.
Dívka s batohem a kluk s kolem stojí u přechodu.
Děti si hrají v hromadě toaletního papíru.
Starší pán sedí v křesle, čtouc si časopis.
Pán v kostýmu s pruhovaným trikem.
V obchodu s oblečením sedí pár lidí na stoličkách.
Dva turisté šplhají a třetí turistka pózuje na kameru.
Družička v černých šatech bez rukávů drží kytici červených květin na svatbě.
Pouliční umělec hraje před davem lidí na perkusní nástroj.
Někdo radostně skáče po pláži!
Skupina lidí sedí u stolu.
Kluk v čepici a šortkách spí na lavičce.
Pán prochází kolem budovy se dveřmi, na kterých je nápis "Nevstupovat."
Dívka sleduje kachny na cestě k jezeru.
Holčička, procházející kolem plotu ve venkovské oblasti, hraje na flétnu.
Bílý pes přeskakuje říčku.
Paní v brýlích a zimní čepici se dívá do dálky.
Blonďaté dítě se houpe na houpačce z pneumatiky.
Řezník krájí maso na jemno a váží plátky.
Dva lidé sedí pod kvetoucím stromem a dívají se na horu, která je poblíž boudy.
Na jezeře jede člověk v lodi.
Žena v nátělníku a rukavicích umývá okna na střeše vlaku.
Pán v polo košili čte batoleti na svém klíně.
Na zelené trávě se perou bílý a černohnědý pes.
Dvě děti vychází ohromné schodiště.
Mezi velkými květinami sedí kluk v bíločerveně pruhovaném tričku.
Chlapec a dospělá paní jsou při západu slunce na vršku velkých kamenů.
Žena v černém tričku se honí s chlapcem v oranžovém tričku.
Dítě v červené bundě prohání holuby.
Dívka si drží hrudník oběma rukama a tváří se bolestivě.
Ve venkovním výběhu pobíhají dva psi.
Starší pán v ošuntělé fedoře se na fotku trošku usmál.
Pes utíká po břehu říčky.
Dva ze čtyř dělníků, pracujících na lešení, mají červené bundy.
Děti si hrají na houpačkách v parku.
U moře si hraje dítě a dospělý a oba mají čepice.
Paní v šátku a dívka v červeném kostýmu jdou městskou oblastí.
Pán v pruhovaném tričku se holí u zrcadla a malé dítě ho při tom sleduje.
Paní v modrém svršku sedí v tramvaji.
Muž v červeném tričku se snaží zachytit klobouk, který mu spadl, zatímco přechází po visutém laně.
Motorkáři projíždí rušnou venkovskou ulicí.
Pán v modré bundě stojí před budovou se zlatě rámovanými dveřmi.
Velká loď na vodě během západu slunce.
Pár stojí u plotu a sleduje kanál.
Pán v obleku a kravatě sráží ve vzduchu podpatky.
Skupina lidí hraje tenis na hliněném kurtu.
Pán čeká až bude moct do budky.
Žokej se pokouší s koněm přeskočit překážku z polen na poli.
Chlapec v červené bundě se klouže po sněhu.
Detail muže s brýlemi dívajícího se do objektivu.
Dívka bedle modré plachty má batoh a kabelku.
Pán v červených brýlích a s bílým vousem pózuje s holí před stromy v pozadí.
Děti si hrají na louce.
Chlapec v modrých kalhotách, svlečený do půli těla je proháněn dívkou v černém tričku.
Orchestr hraje skladbu.
Žena sleduje jídlo, které uchovala ve skleněné vitríně.
Žena objímá venku muže a ten zívá.
Slečna v šedé bundě a džínách sedí poblíž pána v dlouhém kabátě.
Kolem plotu prochází muž se ženou, oba v sandálech.
Rybář chytá na přístavišti a vypadá to, že má na konci vlasce velký úlovek.
Muž v černém obleku do promluvy gestikuluje rukama.
Pán v modrém a paní v růžovém pózují před jezerem.
Černý pes plave v řece.
Pán bez trička si, s ručníkem na hlavě, holí svůj vous.
Starší muž se snaží zjistit, co je šicí stroj zač.
Čtyři lidé v čepicích sledují událost; dva z nich ji fotí.
Pět lidí v sedě spolu venku hraje karty.
Holčička s tmavými vlasy stojí na trávníku a sbírá slunečnice.
Tři pánové ve žlutých tričkách pracují před restaurací.
Jeden ze studentů vysoké školy, kteří v místnosti na schůzce s učitelem sedí, něco ve stoje vysvětluje.
Na bahnitém okruhu závodí tři psi.
Pán se předklání a zametá ve sklepě, který je nejspíš určený velmi malým lidem.
Pán je spouštěn z budovy na kladce.
Lidé sedí v restauraci s vysokým stropem a velkými okny, baví se a pijí rozličná vína.
Místní sedící na stoličce pomáhá najít cestu turistovi.
U plotu stojí slečna v bundě a hraje podkovy.
Paní v modrém s holí sedí na sloupku.
Paní v červeném tričku a bílé zástěře zpracovává hlínu a mladá dívka ji přihlíží.
Skupina turistů jde po prašné cestě.
Než jim spadla, hrála skupina přátel hrála věž Jenga.
Tato paní v šortkách drží mikrofon.
Paní v černé bundě sedí na hnědočervené lavičce na chodníku.
Člověk leží na zemi u krávy.
Člověk sedí na betonu a drží spícího psa.
Šťastná novomanželka obklopená rodinou a přáteli, má kytici.
Dítě ve fialovém běží stříkající vodou a pán v červeném přihlíží.
Dva muži v pokoji, kde je hodně postelí.
Jeden ze dvou pánů usmívajících se do fotoaparátu v restauraci, drží pivo.
Tři blondýny se dívají do mikroskopů.
Zrzavá žena sedí u plotu z pletiva a po obou stranách ji sedí po muži.
Mladý pár si užívá koulovanou.
Dítě pózuje na fotografii u vody a dělá vtipný obličej.
Pán v šedém triku a khaki kalhotách sedí na skládací židličce.
Slečna jde ve stínu podél oploceného pozemku.
