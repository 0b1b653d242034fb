<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>CommandLineParser</name>
    <message>
        <source>Shogi for the desktop.</source>
        <translation>Shogi per il desktop.</translation>
    </message>
    <message>
        <source>Render the main window to the PNG file FILE and exit.</source>
        <translation>Disegna la finestra principale nel file PNG FILE ed esce.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Start from the position SFEN (with --screenshot).</source>
        <translation>Parte dalla posizione SFEN (con --screenshot).</translation>
    </message>
    <message>
        <source>SFEN</source>
        <translation>SFEN</translation>
    </message>
    <message>
        <source>Piece style: kanji, kanji2 (two-character kanji), western or beginner.</source>
        <translation>Stile dei pezzi: kanji, kanji2 (kanji a due caratteri), western (occidentale) o beginner (principiante).</translation>
    </message>
    <message>
        <source>STYLE</source>
        <translation>STILE</translation>
    </message>
    <message>
        <source>User interface language: en, es, it or ja.</source>
        <translation>Lingua dell&apos;interfaccia: en, es, it o ja.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODICE</translation>
    </message>
    <message>
        <source>Select the piece on SQUARE (USI coordinates such as 7g) before rendering.</source>
        <translation>Seleziona il pezzo sulla CASELLA (coordinate USI, come 7g) prima di disegnare.</translation>
    </message>
    <message>
        <source>SQUARE</source>
        <translation>CASELLA</translation>
    </message>
    <message>
        <source>Window size for the screenshot, such as 1200x800.</source>
        <translation>Dimensioni della finestra per l&apos;immagine, come 1200x800.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxA</translation>
    </message>
    <message>
        <source>record</source>
        <translation>partita</translation>
    </message>
    <message>
        <source>A game record to open (not supported yet).</source>
        <translation>Una partita registrata da aprire (non ancora disponibile).</translation>
    </message>
    <message>
        <source>[record]</source>
        <translation>[partita]</translation>
    </message>
    <message>
        <source>Unknown piece style “%1”: use kanji, kanji2, western or beginner.</source>
        <translation>Stile dei pezzi sconosciuto «%1»: usa kanji, kanji2, western o beginner.</translation>
    </message>
    <message>
        <source>Unknown language “%1”: use en, es, it or ja.</source>
        <translation>Lingua sconosciuta «%1»: usa en, es, it o ja.</translation>
    </message>
    <message>
        <source>Bad size “%1”: write it as WIDTHxHEIGHT, such as 1200x800.</source>
        <translation>Dimensioni non valide «%1»: scrivile come LARGHEZZAxALTEZZA, per esempio 1200x800.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Shogiban</source>
        <translation>Shogiban</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Annulla mossa</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>A&amp;bbandona</translation>
    </message>
    <message>
        <source>Declare &amp;Impasse (Jishogi)…</source>
        <translation>Dichiara &amp;impasse (jishogi)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Capovolgi il tavoliere</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;About Shogiban</source>
        <translation>&amp;Informazioni su Shogiban</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Move %1: %2 to play</source>
        <translation>Mossa %1: tocca a %2</translation>
    </message>
    <message>
        <source>Reviewing the start position. Choose “Back to game” to play on.</source>
        <translation>Stai guardando la posizione iniziale. Scegli «Torna alla partita» per continuare a giocare.</translation>
    </message>
    <message>
        <source>Reviewing the position after move %1. Choose “Back to game” to play on.</source>
        <translation>Stai guardando la posizione dopo la mossa %1. Scegli «Torna alla partita» per continuare a giocare.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partita in corso</translation>
    </message>
    <message>
        <source>The game in progress has not ended. Abandon it?</source>
        <translation>La partita in corso non è finita. Vuoi lasciarla?</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Lascia la partita</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Mossa annullata.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Vuoi abbandonare questa partita?</translation>
    </message>
    <message>
        <source>Under tournament rules a declaration that does not qualify loses.</source>
        <translation>Con le regole da torneo, una dichiarazione senza i requisiti perde la partita.</translation>
    </message>
    <message>
        <source>In a friendly game it will be refused and the game goes on.</source>
        <translation>In una partita amichevole verrà rifiutata e la partita continuerà.</translation>
    </message>
    <message>
        <source>Declare Impasse</source>
        <translation>Dichiara impasse</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Dichiara</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>The impasse declaration does not qualify; the game goes on.</source>
        <translation>La dichiarazione di impasse non ha i requisiti; la partita continua.</translation>
    </message>
    <message>
        <source>About Shogiban</source>
        <translation>Informazioni su Shogiban</translation>
    </message>
    <message>
        <source>Shogiban %1
Shogi for the desktop: play on one screen, with handicaps, clocks and three piece styles.</source>
        <translation>Shogiban %1
Shogi per il desktop: si gioca su un solo schermo, con handicap, orologi e tre stili di pezzi.</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Start position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Torna alla partita</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Decide who plays Black by furigoma (tossing five pawns)</source>
        <translation>Decidi chi gioca col Nero con il furigoma (lancio di cinque pedoni)</translation>
    </message>
    <message>
        <source>Toss the pawns</source>
        <translation>Lancia i pedoni</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Friendly: an illegal move is refused and may be retried</source>
        <translation>Amichevole: una mossa illegale viene rifiutata e si può ripetere</translation>
    </message>
    <message>
        <source>Tournament: an illegal move loses the game</source>
        <translation>Torneo: una mossa illegale perde la partita</translation>
    </message>
    <message>
        <source>27-point rule (declaration, as on 81Dojo)</source>
        <translation>Regola dei 27 punti (dichiarazione, come su 81Dojo)</translation>
    </message>
    <message>
        <source>24-point rule (professional, a draw is possible)</source>
        <translation>Regola dei 24 punti (professionisti, la patta è possibile)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Tavoliere:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Handicap:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Illegal moves:</source>
        <translation>Mosse illegali:</translation>
    </message>
    <message>
        <source>Impasse (jishogi):</source>
        <translation>Impasse (jishogi):</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Senior player (tosses the pawns):</source>
        <translation>Giocatore più forte (lancia i pedoni):</translation>
    </message>
    <message>
        <source>Other player:</source>
        <translation>L&apos;altro giocatore:</translation>
    </message>
    <message>
        <source>The senior player</source>
        <translation>Il giocatore più forte</translation>
    </message>
    <message>
        <source>The other player</source>
        <translation>L&apos;altro giocatore</translation>
    </message>
    <message>
        <source>%1 and %2 face up: %3 plays Black (sente) and moves first.</source>
        <translation>%1 e %2 a faccia in su: %3 gioca col Nero (sente) e muove per primo.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pedone</numerusform>
            <numerusform>%n pedoni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokin(s)</source>
        <translation>
            <numerusform>%n tokin</numerusform>
            <numerusform>%n tokin</numerusform>
        </translation>
    </message>
    <message>
        <source>More pawns than tokins face up: the senior player plays Black.</source>
        <translation>Se escono più pedoni che tokin, il giocatore più forte gioca col Nero.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pezzi</translation>
    </message>
    <message>
        <source>Piece style:</source>
        <translation>Stile dei pezzi:</translation>
    </message>
    <message>
        <source>Kanji (traditional)</source>
        <translation>Kanji (tradizionale)</translation>
    </message>
    <message>
        <source>Western (pictograms and letters)</source>
        <translation>Occidentale (pittogrammi e lettere)</translation>
    </message>
    <message>
        <source>Beginner (kanji with the moves drawn)</source>
        <translation>Principiante (kanji con i movimenti disegnati)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <source>Board look:</source>
        <translation>Aspetto del tavoliere:</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Legno</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Semplice</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Evidenziazioni</translation>
    </message>
    <message>
        <source>Legal destinations of the selected piece</source>
        <translation>Caselle raggiungibili dal pezzo selezionato</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Ultima mossa</translation>
    </message>
    <message>
        <source>King in check</source>
        <translation>Re sotto scacco</translation>
    </message>
    <message>
        <source>Threats: your attacked pieces that nothing defends</source>
        <translation>Minacce: i tuoi pezzi attaccati e non difesi</translation>
    </message>
    <message>
        <source>Moves and language</source>
        <translation>Mosse e lingua</translation>
    </message>
    <message>
        <source>Move notation:</source>
        <translation>Notazione:</translation>
    </message>
    <message>
        <source>Japanese (☗７六歩)</source>
        <translation>Giapponese (☗７六歩)</translation>
    </message>
    <message>
        <source>Western (P-7f)</source>
        <translation>Occidentale (P-7f)</translation>
    </message>
    <message>
        <source>Promotion:</source>
        <translation>Promozione:</translation>
    </message>
    <message>
        <source>Ask when promotion is optional</source>
        <translation>Chiedi quando la promozione è facoltativa</translation>
    </message>
    <message>
        <source>Always promote</source>
        <translation>Promuovi sempre</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Quella del sistema</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Two-character kanji faces, as on most wooden sets</source>
        <translation>Kanji a due caratteri, come nella maggior parte dei set di legno</translation>
    </message>
    <message>
        <source>Western coordinates (ranks a–i instead of kanji numerals)</source>
        <translation>Coordinate occidentali (traverse a–i invece dei numeri kanji)</translation>
    </message>
</context>
<context>
    <name>ResultMessage</name>
    <message>
        <source>Checkmate: %1 wins.</source>
        <translation>Scaccomatto: vince %1.</translation>
    </message>
    <message>
        <source>%1 has no legal move: %2 wins.</source>
        <translation>%1 non ha mosse legali: vince %2.</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <translation>%1 abbandona: vince %2.</translation>
    </message>
    <message>
        <source>Sennichite (the same position four times): the game is a draw.</source>
        <translation>Sennichite (la stessa posizione per quattro volte): la partita è patta.</translation>
    </message>
    <message>
        <source>Sennichite by perpetual check: %1, who gave every check, loses; %2 wins.</source>
        <translation>Sennichite con scacco perpetuo: perde %1, che ha dato tutti gli scacchi; vince %2.</translation>
    </message>
    <message>
        <source>Illegal move by %1 (%2): %3 wins.</source>
        <translation>Mossa illegale di %1 (%2): vince %3.</translation>
    </message>
    <message>
        <source>%1 ran out of time: %2 wins.</source>
        <translation>%1 ha esaurito il tempo: vince %2.</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>La partita è patta.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Vince %1.</translation>
    </message>
    <message>
        <source>Impasse (jishogi) declared by %1. %2 %3</source>
        <translation>Impasse (jishogi) dichiarato da %1. %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s).</source>
        <translation>
            <numerusform>%1: %n punto.</numerusform>
            <numerusform>%1: %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Declare impasse (jishogi) for %1?</source>
        <translation>Dichiarare l&apos;impasse (jishogi) per %1?</translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %n point(s) under the %2.</source>
        <translation>
            <numerusform>Con la %2, %1 ha bisogno di %n punto.</numerusform>
            <numerusform>Con la %2, %1 ha bisogno di %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>27-point rule</source>
        <translation>regola dei 27 punti</translation>
    </message>
    <message>
        <source>24-point rule</source>
        <translation>regola dei 24 punti</translation>
    </message>
    <message>
        <source>King in the enemy camp: %1</source>
        <translation>Re nel campo avversario: %1</translation>
    </message>
    <message>
        <source>Pieces in the enemy camp: %1 (10 needed)</source>
        <translation>Pezzi nel campo avversario: %1 (ne servono 10)</translation>
    </message>
    <message>
        <source>King in check: %1</source>
        <translation>Re sotto scacco: %1</translation>
    </message>
    <message>
        <source>The declaration would win the game.</source>
        <translation>La dichiarazione vincerebbe la partita.</translation>
    </message>
    <message>
        <source>The declaration would end the game in a draw.</source>
        <translation>La dichiarazione chiuderebbe la partita in patta.</translation>
    </message>
    <message>
        <source>The declaration does not qualify.</source>
        <translation>La dichiarazione non ha i requisiti.</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Bad SFEN: %1</source>
        <translation>SFEN non valida: %1</translation>
    </message>
    <message>
        <source>Bad square “%1”: use USI coordinates such as 7g.</source>
        <translation>Casella non valida «%1»: usa coordinate USI, come 7g.</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Impossibile scrivere %1</translation>
    </message>
</context>
<context>
    <name>ShogiTerms</name>
    <message>
        <source>The move is legal.</source>
        <translation>La mossa è legale.</translation>
    </message>
    <message>
        <source>That square is not on the board.</source>
        <translation>Quella casella non è sul tavoliere.</translation>
    </message>
    <message>
        <source>There is no piece on that square.</source>
        <translation>Non c&apos;è nessun pezzo su quella casella.</translation>
    </message>
    <message>
        <source>That is not your piece.</source>
        <translation>Quel pezzo non è tuo.</translation>
    </message>
    <message>
        <source>You have no such piece in hand.</source>
        <translation>Non hai quel pezzo in mano.</translation>
    </message>
    <message>
        <source>That piece cannot move there.</source>
        <translation>Quel pezzo non può andare lì.</translation>
    </message>
    <message>
        <source>One of your own pieces is already there.</source>
        <translation>Lì c&apos;è già un tuo pezzo.</translation>
    </message>
    <message>
        <source>A piece in hand can only be dropped on an empty square.</source>
        <translation>Un pezzo in mano si può paracadutare solo su una casella libera.</translation>
    </message>
    <message>
        <source>That piece cannot promote on this move.</source>
        <translation>Quel pezzo non può essere promosso con questa mossa.</translation>
    </message>
    <message>
        <source>That piece must promote: unpromoted it could never move again.</source>
        <translation>Quel pezzo deve essere promosso: altrimenti non potrebbe più muovere.</translation>
    </message>
    <message>
        <source>A piece may not be dropped where it could never move again.</source>
        <translation>Non si può paracadutare un pezzo dove non potrebbe più muovere.</translation>
    </message>
    <message>
        <source>Nifu: two unpromoted pawns of one side may not stand on the same file.</source>
        <translation>Nifu: due pedoni non promossi dello stesso giocatore non possono stare sulla stessa colonna.</translation>
    </message>
    <message>
        <source>Uchifuzume: giving checkmate by dropping a pawn is not allowed.</source>
        <translation>Uchifuzume: non si può dare scaccomatto paracadutando un pedone.</translation>
    </message>
    <message>
        <source>Your king would be in check.</source>
        <translation>Il tuo Re sarebbe sotto scacco.</translation>
    </message>
    <message>
        <source>Uwate</source>
        <translation>Uwate</translation>
    </message>
    <message>
        <source>Shitate</source>
        <translation>Shitate</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>side</comment>
        <translation>Sente</translation>
    </message>
    <message>
        <source>White</source>
        <comment>side</comment>
        <translation>Gote</translation>
    </message>
    <message>
        <source>Even game (no handicap)</source>
        <translation>Partita alla pari (senza handicap)</translation>
    </message>
    <message>
        <source>Lance handicap</source>
        <translation>Handicap di Lancia</translation>
    </message>
    <message>
        <source>Right lance handicap</source>
        <translation>Handicap di Lancia destra</translation>
    </message>
    <message>
        <source>Bishop handicap</source>
        <translation>Handicap di Alfiere</translation>
    </message>
    <message>
        <source>Rook handicap</source>
        <translation>Handicap di Torre</translation>
    </message>
    <message>
        <source>Rook and lance handicap</source>
        <translation>Handicap di Torre e Lancia</translation>
    </message>
    <message>
        <source>Two-piece handicap (rook and bishop)</source>
        <translation>Handicap di due pezzi (Torre e Alfiere)</translation>
    </message>
    <message>
        <source>Three-piece handicap</source>
        <translation>Handicap di tre pezzi</translation>
    </message>
    <message>
        <source>Four-piece handicap</source>
        <translation>Handicap di quattro pezzi</translation>
    </message>
    <message>
        <source>Five-piece handicap</source>
        <translation>Handicap di cinque pezzi</translation>
    </message>
    <message>
        <source>Left five-piece handicap</source>
        <translation>Handicap di cinque pezzi a sinistra</translation>
    </message>
    <message>
        <source>Six-piece handicap</source>
        <translation>Handicap di sei pezzi</translation>
    </message>
    <message>
        <source>Left seven-piece handicap</source>
        <translation>Handicap di sette pezzi a sinistra</translation>
    </message>
    <message>
        <source>Right seven-piece handicap</source>
        <translation>Handicap di sette pezzi a destra</translation>
    </message>
    <message>
        <source>Eight-piece handicap</source>
        <translation>Handicap di otto pezzi</translation>
    </message>
    <message>
        <source>Ten-piece handicap</source>
        <translation>Handicap di dieci pezzi</translation>
    </message>
    <message>
        <source>Three pawns handicap</source>
        <translation>Handicap di tre pedoni</translation>
    </message>
    <message>
        <source>Naked king handicap</source>
        <translation>Handicap del Re nudo</translation>
    </message>
    <message>
        <source>Dragonfly handicap (king, rook, bishop and pawns)</source>
        <translation>Handicap della libellula (Re, Torre, Alfiere e pedoni)</translation>
    </message>
    <message>
        <source>Shogi (9×9)</source>
        <translation>Shogi (9×9)</translation>
    </message>
    <message>
        <source>Goro-goro shogi (5×6)</source>
        <translation>Goro-goro shogi (5×6)</translation>
    </message>
    <message>
        <source>Minishogi (5×5)</source>
        <translation>Minishogi (5×5)</translation>
    </message>
    <message>
        <source>Uwate (handicap giver, White, moves first):</source>
        <translation>Uwate (dà l&apos;handicap, Bianco, muove per primo):</translation>
    </message>
    <message>
        <source>Shitate (handicap receiver, Black):</source>
        <translation>Shitate (riceve l&apos;handicap, Nero):</translation>
    </message>
    <message>
        <source>Black (sente, moves first):</source>
        <translation>Nero (sente, muove per primo):</translation>
    </message>
    <message>
        <source>White (gote):</source>
        <translation>Bianco (gote):</translation>
    </message>
</context>
<context>
    <name>TimeControlBox</name>
    <message>
        <source>No clock</source>
        <translation>Senza orologio</translation>
    </message>
    <message>
        <source>10 minutes, sudden death</source>
        <translation>10 minuti, a ghigliottina</translation>
    </message>
    <message>
        <source>10 minutes, then 30 seconds per move (byoyomi)</source>
        <translation>10 minuti, poi 30 secondi a mossa (byoyomi)</translation>
    </message>
    <message>
        <source>1 hour, then 1 minute per move (byoyomi, as professionals play)</source>
        <translation>1 ora, poi 1 minuto a mossa (byoyomi, come i professionisti)</translation>
    </message>
    <message>
        <source>30 seconds per move (byoyomi)</source>
        <translation>30 secondi a mossa (byoyomi)</translation>
    </message>
    <message>
        <source>5 minutes + 10 seconds per move (Fischer)</source>
        <translation>5 minuti + 10 secondi a mossa (Fischer)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Tempo di riflessione</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzato</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>A ghigliottina</translation>
    </message>
    <message>
        <source>Byoyomi (main time, then a fixed time per move)</source>
        <translation>Byoyomi (tempo base, poi un tempo fisso a mossa)</translation>
    </message>
    <message>
        <source>Fischer (main time, plus an increment per move)</source>
        <translation>Fischer (tempo base più un incremento a mossa)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Predefinito:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Orologio:</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>Tempo base:</translation>
    </message>
    <message>
        <source>Byoyomi per move:</source>
        <translation>Byoyomi a mossa:</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Incremento a mossa:</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Opening game records is not supported yet: %1</source>
        <translation>L&apos;apertura delle partite registrate non è ancora disponibile: %1</translation>
    </message>
</context>
</TS>
