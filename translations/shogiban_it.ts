<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AnalysisActions</name>
    <message>
        <source>The analysis stopped: %1</source>
        <translation>L&apos;analisi si è fermata: %1</translation>
    </message>
    <message>
        <source>Analyse Whole Game</source>
        <translation>Analizza tutta la partita</translation>
    </message>
    <message>
        <source>&amp;Analyse Whole Game…</source>
        <translation>&amp;Analizza tutta la partita…</translation>
    </message>
    <message>
        <source>Find &amp;Mate</source>
        <translation>Cerca &amp;matto</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motore:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tempo per mossa:</translation>
    </message>
    <message>
        <source>Analysing the game with %1…</source>
        <translation>Analisi della partita con %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analisi annullata.</translation>
    </message>
    <message>
        <source>%1 inaccuracies (?!), %2 mistakes (?), %3 blunders (??)</source>
        <translation>%1 imprecisioni (?!), %2 errori (?), %3 errori gravi (??)</translation>
    </message>
    <message>
        <source>Black: %1
White: %2</source>
        <translation>Nero: %1
Bianco: %2</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Matto in %n mossa</numerusform>
            <numerusform>Matto in %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>No mate by checks here.</source>
        <translation>Qui non c&apos;è matto con scacchi.</translation>
    </message>
    <message numerus="yes">
        <source>No mate found (within %n s).</source>
        <translation>
            <numerusform>Nessun matto trovato (entro %n s).</numerusform>
            <numerusform>Nessun matto trovato (entro %n s).</numerusform>
        </translation>
    </message>
    <message>
        <source>Black %1 · White %2</source>
        <translation>Nero %1 · Bianco %2</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>A game is being played: the analysis waits until it ends, or until you allow it during games.</source>
        <translation>È in corso una partita: l&apos;analisi attende che finisca, o che tu la consenta durante le partite.</translation>
    </message>
    <message>
        <source>This line holds an illegal move: there is nothing to analyse here.</source>
        <translation>Questa linea contiene una mossa illegale: qui non c&apos;è niente da analizzare.</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Linee:</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizza</translation>
    </message>
    <message>
        <source>Off: a game against the computer is not analysed behind the player&apos;s back.</source>
        <translation>Disattivato: una partita contro il computer non viene analizzata alle spalle del giocatore.</translation>
    </message>
    <message>
        <source>The engine took too long to stop; it was restarted.</source>
        <translation>Il motore ha impiegato troppo a fermarsi; è stato riavviato.</translation>
    </message>
    <message>
        <source>Scores for:</source>
        <translation>Valutazione per:</translation>
    </message>
    <message>
        <source>Scores from Black&apos;s view, or from the view of the side to move</source>
        <translation>Valutazione dal punto di vista del Nero o di chi ha la mossa</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>scores from Black&apos;s view</comment>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Side to move</source>
        <comment>scores from the side to move&apos;s view</comment>
        <translation>Chi muove</translation>
    </message>
    <message>
        <source>Analyse during games</source>
        <translation>Analizza durante le partite</translation>
    </message>
    <message>
        <source>Analysis: %1</source>
        <translation>Analisi: %1</translation>
    </message>
    <message>
        <source>Analysis %1: %2</source>
        <translation>Analisi %1: %2</translation>
    </message>
    <message>
        <source>threat</source>
        <translation>minaccia</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>The engines stop after this time on a position; their lines stay, marked complete</source>
        <translation>I motori si fermano dopo questo tempo su una posizione; le loro linee restano, segnate come complete</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Aggiungi motore</translation>
    </message>
    <message>
        <source>Another engine analyses the same position beside the others</source>
        <translation>Un altro motore analizza la stessa posizione accanto agli altri</translation>
    </message>
    <message>
        <source>Threat and Mate Watch</source>
        <translation>Controllo di minacce e matti</translation>
    </message>
    <message>
        <source>Shows what the side not to move threatens, as a red arrow, and looks for mates for both sides</source>
        <translation>Mostra con una freccia rossa che cosa minaccia la parte che non muove e cerca matti per entrambe le parti</translation>
    </message>
    <message>
        <source>Threat and mate watch</source>
        <translation>Controllo di minacce e matti</translation>
    </message>
    <message>
        <source>Time:</source>
        <comment>per position</comment>
        <translation>Tempo:</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>Impossibile salvare automaticamente la partita: %1</translation>
    </message>
</context>
<context>
    <name>AutosaveRecovery</name>
    <message>
        <source>Shogiban did not close properly. Restore the game of %1, at move %2?</source>
        <translation>Shogiban non è stato chiuso correttamente. Ripristinare la partita del %1, alla mossa %2?</translation>
    </message>
    <message>
        <source>Shogiban did not close properly. Restore the record you were reviewing (%1)?</source>
        <translation>Shogiban non è stato chiuso correttamente. Ripristinare la registrazione di partita che stavi rivedendo (%1)?</translation>
    </message>
    <message>
        <source>Restore Game</source>
        <translation>Ripristina partita</translation>
    </message>
    <message>
        <source>“%1”, with changes that were not saved.</source>
        <translation>«%1», con modifiche non salvate.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Più tardi</translation>
    </message>
    <message>
        <source>The disk is full, or its folder cannot be written: Shogiban cannot save games automatically there now. A restored game is not saved automatically; save it with Save As, on another disk if need be. Its autosave stays where it is until then.</source>
        <translation>Il disco è pieno, oppure non si può scrivere nella sua cartella: per ora Shogiban non può salvarvi le partite automaticamente. Una partita ripristinata non viene salvata automaticamente; salvala con «Salva con nome», su un altro disco se serve. Il suo salvataggio automatico resta dov&apos;è fino ad allora.</translation>
    </message>
</context>
<context>
    <name>AutosaveWriter</name>
    <message>
        <source>only part of it could be written; is the disk full?</source>
        <translation>è stato possibile scriverne solo una parte; il disco è pieno?</translation>
    </message>
</context>
<context>
    <name>Bod</name>
    <message>
        <source>no board diagram: no rows between &apos;|&apos; marks</source>
        <translation>nessun diagramma: nessuna riga tra segni &apos;|&apos;</translation>
    </message>
</context>
<context>
    <name>BookActions</name>
    <message>
        <source>Book</source>
        <translation>Libro</translation>
    </message>
    <message>
        <source>Make &amp;Book…</source>
        <translation>Crea &amp;libro…</translation>
    </message>
    <message>
        <source>Make an opening book from a folder of game records</source>
        <translation>Crea un libro delle aperture da una cartella di partite</translation>
    </message>
    <message>
        <source>Make Book: the folder of your records</source>
        <translation>Crea libro: la cartella delle tue partite</translation>
    </message>
    <message>
        <source>Make Book</source>
        <translation>Crea libro</translation>
    </message>
    <message>
        <source>How many plies of each game go into the book?</source>
        <translation>Quante semimosse di ogni partita vanno nel libro?</translation>
    </message>
    <message>
        <source>Opening books (*.db)</source>
        <translation>Libri delle aperture (*.db)</translation>
    </message>
    <message>
        <source>Save Book</source>
        <translation>Salva libro</translation>
    </message>
    <message>
        <source>No book was made.</source>
        <translation>Nessun libro è stato creato.</translation>
    </message>
    <message>
        <source>%1 holds no game records.</source>
        <translation>%1 non contiene partite.</translation>
    </message>
    <message>
        <source>Reading the records…</source>
        <translation>Lettura delle partite…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n records could be read.</source>
        <translation>
            <numerusform>Impossibile leggere l&apos;unica partita.</numerusform>
            <numerusform>Impossibile leggere tutte le %n partite.</numerusform>
        </translation>
    </message>
    <message>
        <source>The book could not be saved.</source>
        <translation>Impossibile salvare il libro.</translation>
    </message>
    <message numerus="yes">
        <source>Book saved: %n positions</source>
        <translation>
            <numerusform>Libro salvato: %n posizione</numerusform>
            <numerusform>Libro salvato: %n posizioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files skipped</source>
        <translation>
            <numerusform>%n file saltato</numerusform>
            <numerusform>%n file saltati</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookPanel</name>
    <message>
        <source>No book is open. Open a book in YaneuraOu&apos;s format (.db), or make one from your games: Record &gt; Make Book.</source>
        <translation>Nessun libro aperto. Apri un libro nel formato di YaneuraOu (.db) o creane uno dalle tue partite: Registro &gt; Crea libro.</translation>
    </message>
    <message>
        <source>The book cannot be used: %1</source>
        <translation>Impossibile usare il libro: %1</translation>
    </message>
    <message>
        <source>Books are for the standard board.</source>
        <translation>I libri sono per la scacchiera normale.</translation>
    </message>
    <message>
        <source>%1 (not legal here)</source>
        <translation>%1 (non legale qui)</translation>
    </message>
    <message>
        <source>This position is not in the book.</source>
        <translation>Questa posizione non è nel libro.</translation>
    </message>
    <message>
        <source>Click a move to play it.</source>
        <translation>Fai clic su una mossa per giocarla.</translation>
    </message>
    <message>
        <source>Open Book</source>
        <translation>Apri libro</translation>
    </message>
    <message>
        <source>Opening books (*.db);;All files (*)</source>
        <translation>Libri delle aperture (*.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open Book…</source>
        <translation>Apri libro…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Volte</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Quota</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondità</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Risposta</translation>
    </message>
</context>
<context>
    <name>ClipboardActions</name>
    <message>
        <source>Game copied as %1.</source>
        <translation>Partita copiata come %1.</translation>
    </message>
    <message>
        <source>Copy Position as &amp;BOD</source>
        <translation>Copia posizione come &amp;BOD</translation>
    </message>
    <message>
        <source>Copy the board as a KIF diagram, the text players paste in forums</source>
        <translation>Copia la scacchiera come diagramma KIF, il testo che si incolla nei forum</translation>
    </message>
    <message>
        <source>Paste P&amp;osition</source>
        <translation>Incolla p&amp;osizione</translation>
    </message>
    <message>
        <source>Open the position of a BOD diagram or an SFEN on the clipboard</source>
        <translation>Apri la posizione di un diagramma BOD o di uno SFEN negli appunti</translation>
    </message>
    <message>
        <source>Paste as &amp;Variation</source>
        <translation>Incolla come &amp;variante</translation>
    </message>
    <message>
        <source>Add the moves of a record on the clipboard from the current move</source>
        <translation>Aggiungi le mosse di una partita negli appunti dalla mossa attuale</translation>
    </message>
    <message>
        <source>Copy Game &amp;As</source>
        <translation>Copia partita &amp;come</translation>
    </message>
    <message>
        <source>Position copied as a BOD diagram.</source>
        <translation>Posizione copiata come diagramma BOD.</translation>
    </message>
    <message>
        <source>The clipboard holds no position that can be read.</source>
        <translation>Gli appunti non contengono una posizione leggibile.</translation>
    </message>
    <message>
        <source>Copy a BOD diagram (the board of a KIF file) or an SFEN. %1</source>
        <translation>Copia un diagramma BOD (la scacchiera di un file KIF) o uno SFEN. %1</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Non è stato aggiunto nulla.</translation>
    </message>
    <message>
        <source>The clipboard holds no moves from this position: a record that starts here or passes through it, or USI moves.</source>
        <translation>Gli appunti non contengono mosse da questa posizione: una partita che inizi qui o vi passi, o mosse USI.</translation>
    </message>
    <message numerus="yes">
        <source>%n moves pasted as a variation.</source>
        <translation>
            <numerusform>%n mossa incollata come variante.</numerusform>
            <numerusform>%n mosse incollate come variante.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>Main time</source>
        <translation>Tempo base</translation>
    </message>
    <message>
        <source>Byoyomi</source>
        <translation>Byoyomi</translation>
    </message>
</context>
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
        <source>STYLE</source>
        <translation>STILE</translation>
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
    <message>
        <source>With a record: show the position after move N of its main line.</source>
        <translation>Con una registrazione: mostra la posizione dopo la mossa N della sua linea principale.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>A game record to open: KIF, KI2, CSA, JKF, SFEN, USI or PSN.</source>
        <translation>Una registrazione di partita da aprire: KIF, KI2, CSA, JKF, SFEN, USI o PSN.</translation>
    </message>
    <message>
        <source>Bad move number “%1”: give the number of moves to play, such as 30.</source>
        <translation>Numero di mossa non valido «%1»: indica quante mosse avanzare, per esempio 30.</translation>
    </message>
    <message>
        <source>Piece style for this run (the preferences are not changed): kanji, kanji2 (two-character kanji), western or beginner.</source>
        <translation>Stile dei pezzi per questa esecuzione (le preferenze non cambiano): kanji, kanji2 (kanji a due caratteri), western (occidentale) o beginner (principiante).</translation>
    </message>
    <message>
        <source>User interface language for this run (the preferences are not changed): en, es, it or ja.</source>
        <translation>Lingua dell&apos;interfaccia per questa esecuzione (le preferenze non cambiano): en, es, it o ja.</translation>
    </message>
    <message>
        <source>With --screenshot: show the board from White&apos;s side.</source>
        <translation>Con --screenshot: mostra il tavoliere dal lato del Bianco.</translation>
    </message>
    <message>
        <source>Show the position in the position editor (with --screenshot).</source>
        <translation>Mostra la posizione nell&apos;editor di posizioni (con --screenshot).</translation>
    </message>
    <message>
        <source>Play no sounds in this run.</source>
        <translation>Nessun suono in questa esecuzione.</translation>
    </message>
    <message>
        <source>With --screenshot: the analysis panel with Shogiban&apos;s engine showing N lines.</source>
        <translation>Con --screenshot: il pannello di analisi con il motore di Shogiban che mostra N linee.</translation>
    </message>
    <message>
        <source>With --screenshot: analyse the whole game first, MS milliseconds a move.</source>
        <translation>Con --screenshot: analizza prima tutta la partita, MS millisecondi per mossa.</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>Ask the built-in engine for a hint and show it before rendering.</source>
        <translation>Chiede un suggerimento al motore integrato e lo mostra prima di generare l&apos;immagine.</translation>
    </message>
    <message>
        <source>DIALOG</source>
        <translation>DIALOGO</translation>
    </message>
    <message>
        <source>Play a game against the computer (White, level 3): Black&apos;s moves are MOVES, USI moves separated by commas, each answered by the computer before the next.</source>
        <translation>Gioca una partita contro il computer (Bianco, livello 3): le mosse del Nero sono MOVES, mosse USI separate da virgole, ognuna seguita dalla risposta del computer.</translation>
    </message>
    <message>
        <source>MOVES</source>
        <translation>MOSSE</translation>
    </message>
    <message>
        <source>Bad number of analysis lines “%1”: give 1 to 5.</source>
        <translation>Numero di linee di analisi errato «%1»: indica da 1 a 5.</translation>
    </message>
    <message>
        <source>Bad time per move “%1”: give milliseconds, such as 200.</source>
        <translation>Tempo per mossa errato «%1»: indica i millisecondi, come 200.</translation>
    </message>
    <message>
        <source>Render a dialog instead of the window: newgame, restore (the question after a crash, about the game shown), or engines (engines:PROGRAM shows the first engine whose program name contains PROGRAM).</source>
        <translation>Genera una finestra di dialogo invece della finestra principale: newgame, restore (la domanda dopo una chiusura inattesa, sulla partita mostrata) o engines (engines:PROGRAMMA mostra il primo motore il cui nome di programma contiene PROGRAMMA).</translation>
    </message>
    <message>
        <source>Unknown dialog “%1”: use newgame, restore or engines.</source>
        <translation>Finestra di dialogo sconosciuta «%1»: usa newgame, restore o engines.</translation>
    </message>
    <message>
        <source>With --screenshot: the lessons&apos; window at level LEVEL of stage STAGE (from 1), after the USI moves MOVES (separated by commas) are played there.</source>
        <translation>Con --screenshot: la finestra delle lezioni al livello LEVEL della tappa STAGE (da 1), dopo avervi giocato le mosse USI MOVES (separate da virgole).</translation>
    </message>
    <message>
        <source>STAGE:LEVEL[:MOVES]</source>
        <translation>STAGE:LEVEL[:MOVES]</translation>
    </message>
    <message>
        <source>PROGRAMS</source>
        <translation>PROGRAMMI</translation>
    </message>
    <message>
        <source>With --screenshot: the threat and mate watch on.</source>
        <translation>Con --screenshot: il controllo di minacce e matti attivo.</translation>
    </message>
    <message>
        <source>With --analysis: more engines beside Shogiban&apos;s (programs, or installed engines&apos; names) separated by commas.</source>
        <translation>Con --analysis: altri motori accanto a quello di Shogiban (programmi o nomi di motori installati), separati da virgole.</translation>
    </message>
</context>
<context>
    <name>CommentEditor</name>
    <message>
        <source>No comment on this move. Type here to add one.</source>
        <translation>Questa mossa non ha commenti. Scrivi qui per aggiungerne uno.</translation>
    </message>
</context>
<context>
    <name>CsaReader</name>
    <message>
        <source>no CSA position or moves found</source>
        <translation>nessuna posizione o mossa CSA trovata</translation>
    </message>
    <message>
        <source>line %1: no side to move is given; Black is assumed</source>
        <translation>riga %1: non è indicato chi muove; si assume il nero</translation>
    </message>
    <message>
        <source>a second side-to-move line</source>
        <translation>una seconda riga del lato che muove</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA line</source>
        <translation>&apos;%1&apos; non è una riga CSA</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA header (like $EVENT:name or N+name)</source>
        <translation>&apos;%1&apos; non è un&apos;intestazione CSA (come $EVENT:nome o N+nome)</translation>
    </message>
    <message>
        <source>a position line after the moves began</source>
        <translation>una riga di posizione dopo l&apos;inizio delle mosse</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA position line (PI, P1 to P9, P+ or P-)</source>
        <translation>&apos;%1&apos; non è una riga di posizione CSA (PI, da P1 a P9, P+ o P-)</translation>
    </message>
    <message>
        <source>PI must list squares and pieces like 82HI</source>
        <translation>PI deve elencare case e pezzi come 82HI</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square and a piece</source>
        <translation>&apos;%1&apos; non è una casa e un pezzo</translation>
    </message>
    <message>
        <source>PI removes %1 from %2%3, but the standard position has no such piece there</source>
        <translation>PI toglie %1 da %2%3, ma la posizione standard non ha quel pezzo lì</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA piece</source>
        <translation>&apos;%1&apos; non è un pezzo CSA</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in the rank (a square is &apos; * &apos;, +XX or -XX)</source>
        <translation>&apos;%1&apos; inatteso nella traversa (una casa è &apos; * &apos;, +XX o -XX)</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 9</source>
        <translation>la traversa %1 ha %2 case, non 9</translation>
    </message>
    <message>
        <source>line %1: &apos;%2&apos; after the ninth square is ignored</source>
        <translation>riga %1: &apos;%2&apos; dopo la nona casa viene ignorato</translation>
    </message>
    <message>
        <source>pieces must be listed like 63KI or 00FU</source>
        <translation>i pezzi vanno elencati come 63KI o 00FU</translation>
    </message>
    <message>
        <source>00AL must come last</source>
        <translation>00AL deve venire per ultimo</translation>
    </message>
    <message>
        <source>%1 cannot be held in hand</source>
        <translation>%1 non può essere un pezzo in mano</translation>
    </message>
    <message>
        <source>more %1 in hand than a set holds</source>
        <translation>più %1 in mano di quanti ne abbia un set</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square</source>
        <translation>&apos;%1&apos; non è una casa</translation>
    </message>
    <message>
        <source>square %1 is already taken</source>
        <translation>la casa %1 è già occupata</translation>
    </message>
    <message>
        <source>line %1: no start position is given; the standard one is assumed</source>
        <translation>riga %1: non è indicata la posizione iniziale; si assume quella standard</translation>
    </message>
    <message>
        <source>the start position is not valid: %1</source>
        <translation>la posizione iniziale non è valida: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA move (like +7776FU)</source>
        <translation>&apos;%1&apos; non è una mossa CSA (come +7776FU)</translation>
    </message>
    <message>
        <source>%1 is Black&apos;s move, but White is to move</source>
        <translation>%1 è una mossa del nero, ma muove il bianco</translation>
    </message>
    <message>
        <source>%1 is White&apos;s move, but Black is to move</source>
        <translation>%1 è una mossa del bianco, ma muove il nero</translation>
    </message>
    <message>
        <source>%1 cannot be dropped</source>
        <translation>%1 non può essere paracadutato</translation>
    </message>
    <message>
        <source>the mover has no piece on %1</source>
        <translation>chi muove non ha un pezzo in %1</translation>
    </message>
    <message>
        <source>the piece on %1 is %2, which cannot become %3</source>
        <translation>il pezzo in %1 è %2, che non può diventare %3</translation>
    </message>
    <message>
        <source>line %1: unknown ending &apos;%2&apos; is ignored</source>
        <translation>riga %1: il finale sconosciuto &apos;%2&apos; viene ignorato</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA time (like T12)</source>
        <translation>&apos;%1&apos; non è un tempo CSA (come T12)</translation>
    </message>
    <message>
        <source>a time before any move</source>
        <translation>un tempo prima di qualsiasi mossa</translation>
    </message>
    <message>
        <source>no CSA game found</source>
        <translation>nessuna partita CSA trovata</translation>
    </message>
    <message>
        <source>the file holds %1 games; there is no game %2</source>
        <translation>il file contiene %1 partite; non c&apos;è la partita %2</translation>
    </message>
    <message>
        <source>the file holds %1 games; the first is read</source>
        <translation>il file contiene %1 partite; viene letta la prima</translation>
    </message>
</context>
<context>
    <name>DiagramPainter</name>
    <message>
        <source>%1 in hand: %2</source>
        <extracomment>A side&apos;s pieces in hand under a printed diagram: %1 the side (&quot;▲先手&quot;), %2 the pieces (&quot;飛 歩三&quot;).</extracomment>
        <translation>%1 in mano: %2</translation>
    </message>
    <message>
        <source>none</source>
        <comment>pieces in hand</comment>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>DiagramSheet</name>
    <message>
        <source>%1. %2 — %3 to move</source>
        <extracomment>On a sheet of diagrams: %1 the diagram&apos;s number, %2 the move it follows (&quot;Move 24: ☗７六歩&quot;), %3 the side to move.</extracomment>
        <translation>%1. %2 — muove %3</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossibile scrivere %1.</translation>
    </message>
</context>
<context>
    <name>DiagramSheetDialog</name>
    <message>
        <source>Diagram Sheet</source>
        <translation>Foglio di diagrammi</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleziona</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Deseleziona tutte</translation>
    </message>
    <message>
        <source>Every</source>
        <translation>Ogni</translation>
    </message>
    <message>
        <source>moves</source>
        <extracomment>After &quot;Every [N]&quot;: every Nth move.</extracomment>
        <translation>mosse</translation>
    </message>
    <message>
        <source>The positions to print, %1 to a page:</source>
        <translation>Le posizioni da stampare, %1 per pagina:</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <source>Start from</source>
        <translation>Parti da</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Empty Board (Kings Only)</source>
        <translation>Tavoliere vuoto (solo i re)</translation>
    </message>
    <message>
        <source>Rest of the Set to White&apos;s Hand</source>
        <translation>Pezzi restanti in mano al Bianco</translation>
    </message>
    <message>
        <source>For a mate problem (tsume): White holds every piece not on the board or in Black&apos;s hand.</source>
        <translation>Per un problema di matto (tsume): il Bianco ha in mano ogni pezzo che non è sul tavoliere né in mano al Nero.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Muove:</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Mate problem (tsume): Black needs no king</source>
        <translation>Problema di matto (tsume): Nero senza re</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Position Check</source>
        <translation>Verifica della posizione</translation>
    </message>
    <message>
        <source>Drag pieces between squares and komadai, or off the board to remove them; take new ones from the boxes beside the komadai (a click picks one to place with clicks). Right-click or Space turns a piece over, Shift+right-click or C changes its side, Delete removes it. The wheel, + and − change a count on a komadai.</source>
        <translation>Trascina i pezzi tra le caselle e i komadai, o fuori dal tavoliere per toglierli; prendi pezzi nuovi dalle scatole accanto ai komadai (un clic ne sceglie uno da piazzare con altri clic). Clic destro o Spazio gira un pezzo, Maiusc+clic destro o C ne cambia il colore, Canc lo toglie. La rotella, + e − cambiano un numero su un komadai.</translation>
    </message>
    <message>
        <source>Copy SFEN</source>
        <translation>Copia SFEN</translation>
    </message>
    <message>
        <source>Save as Record…</source>
        <translation>Salva come registrazione…</translation>
    </message>
    <message>
        <source>Play from Here…</source>
        <translation>Gioca da qui…</translation>
    </message>
    <message>
        <source>Analyse from Here</source>
        <translation>Analizza da qui</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Leave the editor and go back to the game as it was.</source>
        <translation>Esci dall&apos;editor e torna alla partita com&apos;era.</translation>
    </message>
    <message>
        <source>A mate problem that can be played and analysed.</source>
        <translation>Un problema di matto che si può giocare e analizzare.</translation>
    </message>
    <message>
        <source>A position that can be played and analysed.</source>
        <translation>Una posizione che si può giocare e analizzare.</translation>
    </message>
    <message>
        <source>This position could not stand in a game; it can be analysed, not played:</source>
        <translation>Questa posizione non può presentarsi in una partita; si può analizzare, ma non giocare:</translation>
    </message>
</context>
<context>
    <name>EditorSession</name>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Prepara posizione…</translation>
    </message>
    <message>
        <source>Set up a position on the board to play or analyse it</source>
        <translation>Prepara una posizione sul tavoliere per giocarla o analizzarla</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Prepara posizione</translation>
    </message>
    <message>
        <source>Setting up a position. The game on the board is kept until you play or analyse the new one.</source>
        <translation>Preparazione di una posizione. La partita sul tavoliere resta finché non giochi o analizzi quella nuova.</translation>
    </message>
    <message>
        <source>This position cannot be played: it could not stand in a game.</source>
        <translation>Questa posizione non si può giocare: non può presentarsi in una partita.</translation>
    </message>
    <message>
        <source>This position could not stand in a game. It can be analysed, but not played.</source>
        <translation>Questa posizione non può presentarsi in una partita. Si può analizzare, ma non giocare.</translation>
    </message>
    <message>
        <source>Keep Editing</source>
        <translation>Continua a modificare</translation>
    </message>
    <message>
        <source>Analyse Anyway</source>
        <translation>Analizza comunque</translation>
    </message>
    <message>
        <source>Position copied as SFEN.</source>
        <translation>Posizione copiata come SFEN.</translation>
    </message>
    <message>
        <source>Leave the editor and discard the position you set up?</source>
        <translation>Uscire dall&apos;editor e scartare la posizione preparata?</translation>
    </message>
    <message>
        <source>Discard Position</source>
        <translation>Scarta la posizione</translation>
    </message>
</context>
<context>
    <name>EngineCatalog</name>
    <message>
        <source>There is no engine program at %1.</source>
        <translation>Non c&apos;è alcun programma motore in %1.</translation>
    </message>
</context>
<context>
    <name>EngineColumn</name>
    <message>
        <source>depth %1</source>
        <translation>profondità %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodi</translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation>%1 nps</translation>
    </message>
    <message>
        <source>Right-click: play this line as a variation, or write it into the comment</source>
        <translation>Clic destro: giocare questa linea come variante, o scriverla nel commento</translation>
    </message>
    <message>
        <source>Play this line as a variation</source>
        <translation>Giocare questa linea come variante</translation>
    </message>
    <message>
        <source>Write this line into the comment</source>
        <translation>Scrivere questa linea nel commento</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>This engine goes on analysing the position shown</source>
        <translation>Questo motore riprende ad analizzare la posizione mostrata</translation>
    </message>
    <message>
        <source>This engine stops; the others go on</source>
        <translation>Questo motore si ferma; gli altri continuano</translation>
    </message>
    <message>
        <source>Remove this engine from the analysis</source>
        <translation>Togli questo motore dall&apos;analisi</translation>
    </message>
    <message>
        <source>The engine of this column; its arrows on the board have the colour beside it</source>
        <translation>Il motore di questa colonna; le sue frecce sulla scacchiera hanno il colore accanto</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>Complete: the time for this position is up</source>
        <translation>Completo: il tempo per questa posizione è finito</translation>
    </message>
</context>
<context>
    <name>EngineLogDock</name>
    <message>
        <source>Engine Log</source>
        <translation>Registro dei motori</translation>
    </message>
</context>
<context>
    <name>EngineLogView</name>
    <message>
        <source>No engine has run in this window yet.</source>
        <translation>Nessun motore è ancora stato eseguito in questa finestra.</translation>
    </message>
    <message>
        <source>— started again at %1 —</source>
        <translation>— riavviato alle %1 —</translation>
    </message>
</context>
<context>
    <name>EngineManagerDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Aggiungi…</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplica</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motori</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programma:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argomenti:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motore:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Scacchiere:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>%1 (built-in)</source>
        <translation>%1 (integrato)</translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation>non ancora letto</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1, di %2</translation>
    </message>
    <message>
        <source>Add a USI Engine</source>
        <translation>Aggiungi un motore USI</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <source>Starting %1 to read its name and options…</source>
        <translation>Avvio di %1 per leggerne nome e opzioni…</translation>
    </message>
    <message>
        <source>%1 could not be added as a USI engine.</source>
        <translation>Impossibile aggiungere %1 come motore USI.</translation>
    </message>
    <message>
        <source>Its last output:</source>
        <translation>Il suo ultimo output:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Remove Engine</source>
        <translation>Rimuovi motore</translation>
    </message>
    <message>
        <source>Remove “%1” from the engines? The program itself stays installed.</source>
        <translation>Rimuovere «%1» dai motori? Il programma resta installato.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
</context>
<context>
    <name>EnginePlayer</name>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (livello %2)</translation>
    </message>
    <message>
        <source>Engine %1 cannot play on this board.</source>
        <translation>Il motore %1 non può giocare su questa scacchiera.</translation>
    </message>
    <message>
        <source>Engine %1 answered “%2”, which is not a move.</source>
        <translation>Il motore %1 ha risposto «%2», che non è una mossa.</translation>
    </message>
    <message>
        <source>Its last output:</source>
        <translation>Il suo ultimo output:</translation>
    </message>
</context>
<context>
    <name>EngineProcess</name>
    <message>
        <source>it crashed (signal %1)</source>
        <translation>si è bloccato (segnale %1)</translation>
    </message>
    <message>
        <source>it exited with code %1</source>
        <translation>è uscito con il codice %1</translation>
    </message>
    <message>
        <source>it could not be run: %1</source>
        <translation>non è stato possibile eseguirlo: %1</translation>
    </message>
    <message>
        <source>%1 is not an executable program</source>
        <translation>%1 non è un programma eseguibile</translation>
    </message>
    <message>
        <source>there is no program %1</source>
        <translation>il programma %1 non esiste</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <source>Evaluation: %1 (Black&apos;s win rate %2)</source>
        <translation>Valutazione: %1 (vittoria del Nero: %2)</translation>
    </message>
    <message>
        <source>No evaluation for this position</source>
        <translation>Nessuna valutazione per questa posizione</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>Black %1</source>
        <translation>Nero %1</translation>
    </message>
    <message>
        <source>White %1</source>
        <translation>Bianco %1</translation>
    </message>
    <message>
        <source>No evaluations in this record</source>
        <translation>Questa partita non ha valutazioni</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Mossa %1</translation>
    </message>
    <message>
        <source>Search too shallow to judge (depth %1)</source>
        <translation>Ricerca troppo breve per giudicare (profondità %1)</translation>
    </message>
    <message>
        <source>Show Win Rate</source>
        <translation>Mostra probabilità di vittoria</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) without an evaluation</source>
        <translation>
            <numerusform>%n posizione senza valutazione</numerusform>
            <numerusform>%n posizioni senza valutazione</numerusform>
        </translation>
    </message>
    <message>
        <source>no evaluation in the record</source>
        <translation>nessuna valutazione nella partita</translation>
    </message>
</context>
<context>
    <name>EvalText</name>
    <message>
        <source>Black mates</source>
        <translation>Il Nero dà matto</translation>
    </message>
    <message>
        <source>White mates</source>
        <translation>Il Bianco dà matto</translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>Il Nero dà matto in %n mossa</numerusform>
            <numerusform>Il Nero dà matto in %n mosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White mates in %n</source>
        <translation>
            <numerusform>Il Bianco dà matto in %n mossa</numerusform>
            <numerusform>Il Bianco dà matto in %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Marks by the win rate a move gives away: ?! from %1, ? from %2, ?? from %3 points; searches shallower than depth %4 are not judged.</source>
        <translation>Segni secondo la probabilità di vittoria che una mossa perde: ?! da %1, ? da %2, ?? da %3 punti; le ricerche con profondità inferiore a %4 non vengono giudicate.</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>Export Position as &amp;PNG…</source>
        <translation>Esporta posizione come &amp;PNG…</translation>
    </message>
    <message>
        <source>Export Position as S&amp;VG…</source>
        <translation>Esporta posizione come S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>&amp;Incolla partita</translation>
    </message>
    <message>
        <source>Copy Position as &amp;SFEN</source>
        <translation>Copia posizione come &amp;SFEN</translation>
    </message>
    <message>
        <source>Copy Game as &amp;KIF</source>
        <translation>Copia partita come &amp;KIF</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>Partita incollata</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>%1[*] – Shogiban</source>
        <translation>%1[*] – Shogiban</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Nessun file recente</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it first?</source>
        <translation>La partita in corso non è stata salvata. Vuoi salvarla prima?</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>«%1» ha modifiche non salvate. Vuoi salvarle prima?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Discard Changes</source>
        <translation>Scarta le modifiche</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
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
        <source>Open Game Record</source>
        <translation>Apri registrazione di partita</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>Impossibile aprire «%1».</translation>
    </message>
    <message>
        <source>Choose a Game</source>
        <translation>Scegli una partita</translation>
    </message>
    <message>
        <source>“%1” holds %2 games. Which one do you want to see?</source>
        <translation>«%1» contiene %2 partite. Quale vuoi vedere?</translation>
    </message>
    <message>
        <source>There is nothing to paste.</source>
        <translation>Non c’è niente da incollare.</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Gli appunti non contengono testo.</translation>
    </message>
    <message>
        <source>The clipboard holds no game record that can be read.</source>
        <translation>Gli appunti non contengono una registrazione di partita leggibile.</translation>
    </message>
    <message>
        <source>Copy a game as KIF, KI2, CSA, JKF, SFEN, USI or PSN text. %1</source>
        <translation>Copia una partita come testo KIF, KI2, CSA, JKF, SFEN, USI o PSN. %1</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>Aperto «%1».</translation>
    </message>
    <message>
        <source>Opened “%1” with warnings: %2</source>
        <translation>Aperto «%1» con avvisi: %2</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>Salva registrazione di partita</translation>
    </message>
    <message>
        <source>Could not save “%1”.</source>
        <translation>Impossibile salvare «%1».</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>Salvato «%1».</translation>
    </message>
    <message>
        <source>Saved “%1”. That format does not hold every variation and comment of this record; KIF and JKF keep them all.</source>
        <translation>Salvato «%1». Quel formato non conserva tutte le varianti e i commenti di questa registrazione; KIF e JKF li conservano tutti.</translation>
    </message>
    <message>
        <source>Position copied as SFEN.</source>
        <translation>Posizione copiata come SFEN.</translation>
    </message>
    <message>
        <source>Game copied as KIF.</source>
        <translation>Partita copiata come KIF.</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixel</translation>
    </message>
    <message>
        <source>Export Position as PNG</source>
        <translation>Esporta posizione come PNG</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>Dimensione dell’immagine:</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posizione</translation>
    </message>
    <message>
        <source>Could not export “%1”.</source>
        <translation>Impossibile esportare «%1».</translation>
    </message>
    <message>
        <source>Position exported to “%1”.</source>
        <translation>Posizione esportata in «%1».</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Immagini SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Position as SVG</source>
        <translation>Esporta posizione come SVG</translation>
    </message>
    <message>
        <source>“%1” was not opened; the game on the board is kept.</source>
        <translation>«%1» non è stato aperto; resta la partita sulla scacchiera.</translation>
    </message>
    <message>
        <source>The pasted game was not opened; the game on the board is kept.</source>
        <translation>La partita incollata non è stata aperta; resta la partita sulla scacchiera.</translation>
    </message>
    <message>
        <source>This game has not been saved. Save it first?</source>
        <translation>Questa partita non è stata salvata. Vuoi salvarla prima?</translation>
    </message>
    <message>
        <source>The pasted game has changes that are not saved. Save them first?</source>
        <translation>La partita incollata ha modifiche non salvate. Vuoi salvarle prima?</translation>
    </message>
    <message>
        <source>Shogiban</source>
        <translation>Shogiban</translation>
    </message>
    <message>
        <source>Could not save “%1” in Shift_JIS.</source>
        <translation>Impossibile salvare «%1» in Shift_JIS.</translation>
    </message>
    <message>
        <source>Save as UTF-8 .%1</source>
        <translation>Salva come .%1 in UTF-8</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Posizione preparata</translation>
    </message>
    <message>
        <source>The position you set up has not been saved. Save it first?</source>
        <translation>La posizione preparata non è stata salvata. Vuoi salvarla prima?</translation>
    </message>
    <message>
        <source>The position was not opened; the game on the board is kept.</source>
        <translation>La posizione non è stata aperta; resta la partita sul tavoliere.</translation>
    </message>
    <message>
        <source>The position you set up is ready to analyse.</source>
        <translation>La posizione preparata è pronta per l&apos;analisi.</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contro %2</translation>
    </message>
</context>
<context>
    <name>GameAnalysis</name>
    <message>
        <source>Engine %1 answered with no move: it cannot analyse this game.</source>
        <translation>Il motore %1 ha risposto senza alcuna mossa: non può analizzare questa partita.</translation>
    </message>
    <message>
        <source>Engine %1 answered “%2”, which is not a legal move in the position: it cannot analyse this game.</source>
        <translation>Il motore %1 ha risposto «%2», che non è una mossa legale nella posizione: non può analizzare questa partita.</translation>
    </message>
    <message>
        <source>Engine %1 sent a line beginning with “%2”, which is not a legal move in the position: it cannot analyse this game.</source>
        <translation>Il motore %1 ha inviato una linea che inizia con «%2», che non è una mossa legale nella posizione: non può analizzare questa partita.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The last output of %1:</source>
        <translation>Ultimo output di %1:</translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation>La partita è stata interrotta.</translation>
    </message>
    <message>
        <source>%1 stopped working: %2 wins.</source>
        <translation>%1 ha smesso di funzionare: vince %2.</translation>
    </message>
</context>
<context>
    <name>HeadersDialog</name>
    <message>
        <source>Game Information</source>
        <translation>Informazioni sulla partita</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Torneo:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Luogo:</translation>
    </message>
    <message>
        <source>Started:</source>
        <translation>Inizio:</translation>
    </message>
    <message>
        <source>Ended:</source>
        <translation>Fine:</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Tempo di riflessione:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Apertura:</translation>
    </message>
    <message>
        <source>Custom start position</source>
        <translation>Posizione iniziale personalizzata</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Handicap:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Cancel &amp;Hint</source>
        <translation>Annulla il &amp;suggerimento</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Suggest a move for the side to play, with the reason (H)</source>
        <translation>Suggerisce una mossa per chi deve muovere, con il motivo (H)</translation>
    </message>
    <message>
        <source>Hint cancelled.</source>
        <translation>Suggerimento annullato.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>the pawn</source>
        <translation>il pedone</translation>
    </message>
    <message>
        <source>the lance</source>
        <translation>la lancia</translation>
    </message>
    <message>
        <source>the knight</source>
        <translation>il cavallo</translation>
    </message>
    <message>
        <source>the silver</source>
        <translation>l&apos;argento</translation>
    </message>
    <message>
        <source>the gold</source>
        <translation>l&apos;oro</translation>
    </message>
    <message>
        <source>the bishop</source>
        <translation>l&apos;alfiere</translation>
    </message>
    <message>
        <source>the rook</source>
        <translation>la torre</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>il re</translation>
    </message>
    <message>
        <source>the tokin</source>
        <translation>il tokin</translation>
    </message>
    <message>
        <source>the promoted lance</source>
        <translation>la lancia promossa</translation>
    </message>
    <message>
        <source>the promoted knight</source>
        <translation>il cavallo promosso</translation>
    </message>
    <message>
        <source>the promoted silver</source>
        <translation>l&apos;argento promosso</translation>
    </message>
    <message>
        <source>the horse</source>
        <translation>il cavallo drago</translation>
    </message>
    <message>
        <source>the dragon</source>
        <translation>il drago</translation>
    </message>
    <message>
        <source>Hint: declare impasse (jishogi) now: the count wins the game.</source>
        <translation>Suggerimento: dichiara impasse (jishogi) ora: il conteggio vince la partita.</translation>
    </message>
    <message>
        <source>No move to suggest: the game is lost.</source>
        <translation>Nessuna mossa da suggerire: la partita è persa.</translation>
    </message>
    <message>
        <source>It mates.</source>
        <translation>Dà matto.</translation>
    </message>
    <message>
        <source>It mates in %1 moves.</source>
        <translation>Dà matto in %1 mosse.</translation>
    </message>
    <message>
        <source>Every move loses now; this one holds out longest.</source>
        <translation>Ora ogni mossa perde; questa resiste più a lungo.</translation>
    </message>
    <message>
        <source>It takes %1.</source>
        <translation>Cattura %1.</translation>
    </message>
    <message>
        <source>It takes %1, which nothing defends.</source>
        <translation>Cattura %1, che nulla difende.</translation>
    </message>
    <message>
        <source>It takes %1 and wins the exchange.</source>
        <translation>Cattura %1 e vince lo scambio.</translation>
    </message>
    <message>
        <source>It moves %1 out of danger.</source>
        <translation>Mette %1 al sicuro.</translation>
    </message>
    <message>
        <source>It gives check.</source>
        <translation>Dà scacco.</translation>
    </message>
    <message>
        <source>It promotes.</source>
        <translation>Promuove.</translation>
    </message>
    <message>
        <source>A quiet move: the engine&apos;s choice after a short search.</source>
        <translation>Una mossa tranquilla: la scelta del motore dopo una breve ricerca.</translation>
    </message>
    <message>
        <source>Still under attack: %1 on %2.</source>
        <translation>Ancora sotto attacco: %1 in %2.</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>Suggerimento: %1. %2</translation>
    </message>
</context>
<context>
    <name>ImpasseCard</name>
    <message>
        <source>%1/%2 pts</source>
        <translation>%1/%2 pti</translation>
    </message>
    <message>
        <source>27-point rule</source>
        <translation>regola dei 27 punti</translation>
    </message>
    <message>
        <source>24-point rule</source>
        <translation>regola dei 24 punti</translation>
    </message>
    <message numerus="yes">
        <source>Impasse (jishogi), %1: %2 has %n point(s), %3 needed.</source>
        <translation>
            <numerusform>Impasse (jishogi), %1: %2 ha %n punto, ne servono %3.</numerusform>
            <numerusform>Impasse (jishogi), %1: %2 ha %n punti, ne servono %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>A declaration is made on one&apos;s own turn.</source>
        <translation>Si dichiara solo nel proprio turno.</translation>
    </message>
    <message>
        <source>Declaring now would win the game.</source>
        <translation>Dichiarare ora vincerebbe la partita.</translation>
    </message>
    <message>
        <source>Declaring now would end the game in a draw.</source>
        <translation>Dichiarare ora chiuderebbe la partita in patta.</translation>
    </message>
    <message>
        <source>Declaring now would not qualify.</source>
        <translation>Dichiarare ora non avrebbe i requisiti.</translation>
    </message>
</context>
<context>
    <name>JapaneseMove</name>
    <message>
        <source>同 (same square) with no previous move</source>
        <translation>同 (stessa casa) senza una mossa precedente</translation>
    </message>
    <message>
        <source>同 names a square the previous move did not go to</source>
        <translation>同 indica una casa in cui non è andata la mossa precedente</translation>
    </message>
    <message>
        <source>no piece of the side to move on %1</source>
        <translation>chi muove non ha un pezzo in %1</translation>
    </message>
    <message>
        <source>the piece on %1 is %2, not %3</source>
        <translation>il pezzo in %1 è %2, non %3</translation>
    </message>
    <message>
        <source>a promoted piece cannot be dropped</source>
        <translation>un pezzo promosso non può essere paracadutato</translation>
    </message>
    <message>
        <source>cannot be played: %1</source>
        <translation>non si può giocare: %1</translation>
    </message>
    <message>
        <source>ambiguous: %1 pieces could make %2</source>
        <translation>ambigua: %1 pezzi potrebbero fare %2</translation>
    </message>
    <message>
        <source>no piece can make %1</source>
        <translation>nessun pezzo può fare %1</translation>
    </message>
</context>
<context>
    <name>JkfReader</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valido: %1</translation>
    </message>
    <message>
        <source>a JKF record is a JSON object</source>
        <translation>una registrazione JKF è un oggetto JSON</translation>
    </message>
    <message>
        <source>header: not an object</source>
        <translation>header: non è un oggetto</translation>
    </message>
    <message>
        <source>moves: missing or not an array</source>
        <translation>moves: manca o non è un array</translation>
    </message>
    <message>
        <source>header.%1: not a string</source>
        <translation>header.%1: non è una stringa</translation>
    </message>
    <message>
        <source>initial: not an object</source>
        <translation>initial: non è un oggetto</translation>
    </message>
    <message>
        <source>initial.preset: unknown preset &apos;%1&apos;</source>
        <translation>initial.preset: preimpostazione sconosciuta &apos;%1&apos;</translation>
    </message>
    <message>
        <source>initial.data: a custom start needs color, a 9x9 board and two hands</source>
        <translation>initial.data: una partenza personalizzata richiede color, una scacchiera 9x9 e due mani</translation>
    </message>
    <message>
        <source>initial.data.board[%1]: not 9 squares</source>
        <translation>initial.data.board[%1]: non sono 9 case</translation>
    </message>
    <message>
        <source>initial.data.board[%1][%2]: not a piece</source>
        <translation>initial.data.board[%1][%2]: non è un pezzo</translation>
    </message>
    <message>
        <source>initial.data.hands[%1].%2: not a count of a hand piece</source>
        <translation>initial.data.hands[%1].%2: non è un numero di pezzi in mano</translation>
    </message>
    <message>
        <source>initial.data.color: must be 0 (Black) or 1 (White)</source>
        <translation>initial.data.color: deve essere 0 (nero) o 1 (bianco)</translation>
    </message>
    <message>
        <source>initial.data: not a valid position: %1</source>
        <translation>initial.data: non è una posizione valida: %1</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1: non è un oggetto</translation>
    </message>
    <message>
        <source>%1: the first entry stands for the start position and holds no move</source>
        <translation>%1: la prima voce rappresenta la posizione iniziale e non contiene mosse</translation>
    </message>
    <message>
        <source>%1: not an array of moves</source>
        <translation>%1: non è un array di mosse</translation>
    </message>
    <message>
        <source>%1.forks: not an array</source>
        <translation>%1.forks: non è un array</translation>
    </message>
    <message>
        <source>%1: unknown special &apos;%2&apos; is ignored</source>
        <translation>%1: lo special sconosciuto &apos;%2&apos; viene ignorato</translation>
    </message>
    <message>
        <source>%1: an entry needs a move or a special</source>
        <translation>%1: una voce richiede move o special</translation>
    </message>
    <message>
        <source>%1.comments: not an array</source>
        <translation>%1.comments: non è un array</translation>
    </message>
    <message>
        <source>%1.comments: not a list of strings</source>
        <translation>%1.comments: non è un elenco di stringhe</translation>
    </message>
    <message>
        <source>%1.now: not a time like {&quot;m&quot;:1,&quot;s&quot;:5}</source>
        <translation>%1.now: non è un tempo come {&quot;m&quot;:1,&quot;s&quot;:5}</translation>
    </message>
    <message>
        <source>%1.total: not a time like {&quot;h&quot;:0,&quot;m&quot;:1,&quot;s&quot;:5}</source>
        <translation>%1.total: non è un tempo come {&quot;h&quot;:0,&quot;m&quot;:1,&quot;s&quot;:5}</translation>
    </message>
    <message>
        <source>%1.color: must be 0 (Black) or 1 (White)</source>
        <translation>%1.color: deve essere 0 (nero) o 1 (bianco)</translation>
    </message>
    <message>
        <source>%1: a move of Black&apos;s, but White is to move</source>
        <translation>%1: una mossa del nero, ma muove il bianco</translation>
    </message>
    <message>
        <source>%1: a move of White&apos;s, but Black is to move</source>
        <translation>%1: una mossa del bianco, ma muove il nero</translation>
    </message>
    <message>
        <source>%1.to: missing or not a square {&quot;x&quot;:1-9,&quot;y&quot;:1-9}</source>
        <translation>%1.to: manca o non è una casa {&quot;x&quot;:1-9,&quot;y&quot;:1-9}</translation>
    </message>
    <message>
        <source>%1.piece: &apos;%2&apos; is not a piece (FU, KY, ... RY)</source>
        <translation>%1.piece: &apos;%2&apos; non è un pezzo (FU, KY, ... RY)</translation>
    </message>
    <message>
        <source>%1.from: not a square {&quot;x&quot;:1-9,&quot;y&quot;:1-9}</source>
        <translation>%1.from: non è una casa {&quot;x&quot;:1-9,&quot;y&quot;:1-9}</translation>
    </message>
    <message>
        <source>the mover has no piece on %1%2</source>
        <translation>chi muove non ha un pezzo in %1%2</translation>
    </message>
    <message>
        <source>the piece on %1%2 is %3, not %4</source>
        <translation>il pezzo in %1%2 è %3, non %4</translation>
    </message>
    <message>
        <source>%1.relative: &apos;%2&apos; is not one of L C R U M D H</source>
        <translation>%1.relative: &apos;%2&apos; non è uno tra L C R U M D H</translation>
    </message>
</context>
<context>
    <name>Ki2Reader</name>
    <message>
        <source>line %1: ending not understood: %2</source>
        <translation>riga %1: finale non compreso: %2</translation>
    </message>
    <message>
        <source>line %1: a second ending ignored: %2</source>
        <translation>riga %1: un secondo finale viene ignorato: %2</translation>
    </message>
    <message>
        <source>expected ▲ or △ at &apos;%1&apos;</source>
        <translation>atteso ▲ o △ in &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot read the move &apos;%1&apos;</source>
        <translation>impossibile leggere la mossa &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1: %2 is marked for the side not to move</source>
        <translation>riga %1: %2 è segnata per il lato che non muove</translation>
    </message>
    <message>
        <source>move %1 %2: %3</source>
        <translation>mossa %1 %2: %3</translation>
    </message>
</context>
<context>
    <name>KifCommon</name>
    <message>
        <source>&apos;%1&apos; is not a piece in hand</source>
        <translation>&apos;%1&apos; non è un pezzo in mano</translation>
    </message>
    <message>
        <source>a board row must end with &apos;|&apos;</source>
        <translation>una traversa della scacchiera deve finire con &apos;|&apos;</translation>
    </message>
    <message>
        <source>a board row has %1 squares, expected %2</source>
        <translation>una traversa della scacchiera ha %1 case, attese %2</translation>
    </message>
    <message>
        <source>the board has more than %1 rows</source>
        <translation>la scacchiera ha più di %1 traverse</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece</source>
        <translation>&apos;%1&apos; non è un pezzo</translation>
    </message>
    <message>
        <source>the board has %1 rows, expected %2</source>
        <translation>la scacchiera ha %1 traverse, attese %2</translation>
    </message>
    <message>
        <source>the board diagram: %1</source>
        <translation>il diagramma della scacchiera: %1</translation>
    </message>
    <message>
        <source>unknown 手合割 &apos;%1&apos; and no board diagram</source>
        <translation>手合割 &apos;%1&apos; sconosciuto e nessun diagramma della scacchiera</translation>
    </message>
    <message>
        <source>move %1 comes after the ending (%2)</source>
        <translation>la mossa %1 viene dopo il finale (%2)</translation>
    </message>
    <message>
        <source>move %1 comes after an illegal move; only an ending may follow one</source>
        <translation>la mossa %1 viene dopo una mossa illegale; solo un finale può seguirla</translation>
    </message>
    <message>
        <source>line %1: move %2 %3 is illegal (%4); kept as recorded</source>
        <translation>riga %1: la mossa %2 %3 è illegale (%4); viene mantenuta come registrata</translation>
    </message>
    <message>
        <source>a second ending (%1) after %2</source>
        <translation>un secondo finale (%1) dopo %2</translation>
    </message>
    <message>
        <source>変化：%1手 does not branch off any line read so far</source>
        <translation>変化：%1手 non si dirama da nessuna delle linee lette finora</translation>
    </message>
    <message>
        <source>line %1 ignored: %2</source>
        <translation>riga %1 ignorata: %2</translation>
    </message>
</context>
<context>
    <name>KifReader</name>
    <message>
        <source>line %1: a second ending (%2) after %3 ignored</source>
        <translation>riga %1: un secondo finale (%2) dopo %3 viene ignorato</translation>
    </message>
    <message>
        <source>line %1: move number %2 where %3 was expected; read in file order</source>
        <translation>riga %1: numero di mossa %2 dove era atteso %3; letta nell&apos;ordine del file</translation>
    </message>
    <message>
        <source>cannot read move %1 &apos;%2&apos;</source>
        <translation>impossibile leggere la mossa %1 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>move %1 %2: %3</source>
        <translation>mossa %1 %2: %3</translation>
    </message>
</context>
<context>
    <name>LearnActions</name>
    <message>
        <source>Learn Shogi</source>
        <translation>Impara lo shogi</translation>
    </message>
    <message>
        <source>New to shogi? The lessons teach you, step by step, from the moves of each piece to your first checkmate.</source>
        <translation>Sei nuovo allo shogi? Le lezioni ti insegnano passo dopo passo, dalle mosse di ogni pezzo al tuo primo scacco matto.</translation>
    </message>
    <message>
        <source>Start the Lessons</source>
        <translation>Inizia le lezioni</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <source>You can open them at any time from Help → Learn Shogi.</source>
        <translation>Puoi aprirle in qualsiasi momento da Aiuto → Impara lo shogi.</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Impara</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lezioni…</translation>
    </message>
    <message>
        <source>&amp;Learn Shogi…</source>
        <translation>Impara lo &amp;shogi…</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Not allowed: %1</source>
        <translation>Non è permesso: %1</translation>
    </message>
    <message>
        <source>That move is allowed, but it is not the one asked for. Try again.</source>
        <translation>Quella mossa è permessa, ma non è quella richiesta. Riprova.</translation>
    </message>
    <message>
        <source>That move gives no check. Try again.</source>
        <translation>Quella mossa non dà scacco. Riprova.</translation>
    </message>
    <message>
        <source>That is not checkmate: the king still has a way out. Try again.</source>
        <translation>Questo non è scacco matto: il Re ha ancora una via d’uscita. Riprova.</translation>
    </message>
    <message>
        <source>Your king is safe, but not in the way asked for. Try again.</source>
        <translation>Il tuo Re è al sicuro, ma non nel modo richiesto. Riprova.</translation>
    </message>
    <message>
        <source>Drop a piece from your hand, beside the board. Try again.</source>
        <translation>Paracaduta un pezzo che hai in mano, accanto al tavoliere. Riprova.</translation>
    </message>
    <message>
        <source>No moves left for this level. Try again.</source>
        <translation>Non ti restano mosse in questo livello. Riprova.</translation>
    </message>
    <message>
        <source>Well done! Stage complete.</source>
        <translation>Ben fatto! Tappa completata.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Ben fatto!</translation>
    </message>
    <message>
        <source>%1. %2
%3 of %4 stars</source>
        <translation>%1. %2
%3 stelle su %4</translation>
    </message>
    <message>
        <source>Level %1 of %2</source>
        <translation>Livello %1 di %2</translation>
    </message>
    <message>
        <source>Learn Shogi</source>
        <translation>Impara lo shogi</translation>
    </message>
    <message>
        <source>Start Again</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Precedente</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Successivo</translation>
    </message>
    <message>
        <source>Replay This Stage</source>
        <translation>Rigioca questa tappa</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Pezzi:</translation>
    </message>
    <message>
        <source>Beginner (moves drawn on the pieces)</source>
        <translation>Principiante (mosse disegnate sui pezzi)</translation>
    </message>
    <message>
        <source>Kanji</source>
        <translation>Kanji</translation>
    </message>
    <message>
        <source>Western</source>
        <translation>Occidentale</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
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
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Registro</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Commento</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigazione</translation>
    </message>
    <message>
        <source>Illegal move: the record ends here</source>
        <translation>Mossa illegale: la registrazione finisce qui</translation>
    </message>
    <message>
        <source>New variation at move %1; the main line is unchanged.</source>
        <translation>Nuova variante alla mossa %1; la linea principale non cambia.</translation>
    </message>
    <message>
        <source>Resign the game for %1? %2 wins it.</source>
        <translation>Abbandonare la partita per %1? Vince %2.</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Motori…</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Res&amp;ume Game</source>
        <translation>Ri&amp;prendi partita</translation>
    </message>
    <message>
        <source>&amp;Pause Game</source>
        <translation>&amp;Pausa partita</translation>
    </message>
    <message>
        <source>S&amp;top Game</source>
        <translation>&amp;Termina partita</translation>
    </message>
    <message>
        <source>Play On Against Shogiban</source>
        <translation>Continua contro Shogiban</translation>
    </message>
    <message>
        <source>Make your first move to start the game, or choose New Game.</source>
        <translation>Fai la tua prima mossa per iniziare la partita, oppure scegli Nuova partita.</translation>
    </message>
    <message>
        <source>Choose New Game to start the game.</source>
        <translation>Scegli Nuova partita per iniziare la partita.</translation>
    </message>
    <message>
        <source>Choose New Game to start the game: %1 moves first.</source>
        <translation>Scegli Nuova partita per iniziare la partita: muove prima %1.</translation>
    </message>
    <message>
        <source>Whole game: %1</source>
        <translation>Partita intera: %1</translation>
    </message>
    <message>
        <source>The puzzles from Shōgi Zukō (1755) and Shōgi Musō (1734) come from the public-domain records of the Open Tsume project (github.com/tokoroten/edo_era_tsume_shogi, CC0).</source>
        <translation>I problemi di Shōgi Zukō (1755) e Shōgi Musō (1734) provengono dai dati di pubblico dominio del progetto Open Tsume (github.com/tokoroten/edo_era_tsume_shogi, CC0).</translation>
    </message>
    <message>
        <source>The game ended after move %1.</source>
        <translation>La partita è finita dopo la mossa %1.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salva…</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Shogiban %1
Shogi for the desktop: play a person or the computer, with handicaps and clocks; lessons and puzzles; games reviewed with an engine&apos;s analysis; four piece styles.</source>
        <translation>Shogiban %1
Shogi per il desktop: gioca contro una persona o contro il computer, con handicap e orologi; lezioni e problemi; revisione delle partite con l’analisi di un motore; quattro stili di pezzi.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Software libero distribuito secondo la GNU General Public License, versione 3 o successiva.</translation>
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
    <message>
        <source>%1 (illegal)</source>
        <translation>%1 (illegale)</translation>
    </message>
    <message>
        <source>An illegal move, kept as the record has it: the line ends here.</source>
        <translation>Una mossa illegale, conservata come nella registrazione: la linea finisce qui.</translation>
    </message>
    <message>
        <source>Alternatives exist at this move.</source>
        <translation>Per questa mossa esistono alternative.</translation>
    </message>
    <message>
        <source>This move has a comment.</source>
        <translation>Questa mossa ha un commento.</translation>
    </message>
    <message>
        <source>Alternatives to move %1:</source>
        <translation>Alternative alla mossa %1:</translation>
    </message>
    <message>
        <source>No alternatives to this move.</source>
        <translation>Nessuna alternativa a questa mossa.</translation>
    </message>
    <message>
        <source>The mover&apos;s win rate fell by %1 points with this move.</source>
        <translation>Con questa mossa la probabilità di vittoria di chi muove è scesa di %1 punti.</translation>
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
    <message>
        <source>The position set up in the editor</source>
        <translation>La posizione preparata nell&apos;editor</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Inizio:</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Motori…</translation>
    </message>
</context>
<context>
    <name>OptionEditor</name>
    <message>
        <source>This engine has no options.</source>
        <translation>Questo motore non ha opzioni.</translation>
    </message>
    <message>
        <source>Reset to Defaults</source>
        <translation>Ripristina i valori predefiniti</translation>
    </message>
    <message>
        <source>A whole number from %1 to %2</source>
        <translation>Un numero intero da %1 a %2</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>Choose the File for %1</source>
        <translation>Scegli il file per %1</translation>
    </message>
    <message>
        <source>Sends “%1” to the engine now</source>
        <translation>Invia «%1» al motore ora</translation>
    </message>
    <message>
        <source>Only while the engine runs</source>
        <translation>Solo mentre il motore è in funzione</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Shogiban (level %1)</source>
        <translation>Shogiban (livello %1)</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Livello:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tempo per mossa:</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nome (facoltativo)</translation>
    </message>
    <message>
        <source>1 is for someone who has just learned the moves; 10 is full strength.</source>
        <translation>1 è per chi ha appena imparato le mosse; 10 è la forza massima.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>PlayerFactory</name>
    <message>
        <source>The engine chosen for this game is no longer in the engine list.</source>
        <translation>Il motore scelto per questa partita non è più nell&apos;elenco dei motori.</translation>
    </message>
    <message>
        <source>Engine %1 cannot play on this board.</source>
        <translation>Il motore %1 non può giocare su questa scacchiera.</translation>
    </message>
</context>
<context>
    <name>PositionExport</name>
    <message>
        <source>Shogi position</source>
        <translation>Posizione di shogi</translation>
    </message>
</context>
<context>
    <name>PositionIssueText</name>
    <message>
        <source>Black has no king.</source>
        <translation>Il Nero non ha il re.</translation>
    </message>
    <message>
        <source>White has no king.</source>
        <translation>Il Bianco non ha il re.</translation>
    </message>
    <message>
        <source>Black has %1 kings; each side has one.</source>
        <translation>Il Nero ha %1 re; ogni giocatore ne ha uno.</translation>
    </message>
    <message>
        <source>White has %1 kings; each side has one.</source>
        <translation>Il Bianco ha %1 re; ogni giocatore ne ha uno.</translation>
    </message>
    <message>
        <source>Black&apos;s pawn on %1 could never move.</source>
        <translation>Il pedone del Nero in %1 non potrebbe mai muovere.</translation>
    </message>
    <message>
        <source>White&apos;s pawn on %1 could never move.</source>
        <translation>Il pedone del Bianco in %1 non potrebbe mai muovere.</translation>
    </message>
    <message>
        <source>Black&apos;s lance on %1 could never move.</source>
        <translation>La lancia del Nero in %1 non potrebbe mai muovere.</translation>
    </message>
    <message>
        <source>White&apos;s lance on %1 could never move.</source>
        <translation>La lancia del Bianco in %1 non potrebbe mai muovere.</translation>
    </message>
    <message>
        <source>Black&apos;s knight on %1 could never move.</source>
        <translation>Il cavallo del Nero in %1 non potrebbe mai muovere.</translation>
    </message>
    <message>
        <source>White&apos;s knight on %1 could never move.</source>
        <translation>Il cavallo del Bianco in %1 non potrebbe mai muovere.</translation>
    </message>
    <message>
        <source>Nifu: Black has %1 unpromoted pawns on file %2.</source>
        <translation>Nifu: il Nero ha %1 pedoni non promossi sulla colonna %2.</translation>
    </message>
    <message>
        <source>Nifu: White has %1 unpromoted pawns on file %2.</source>
        <translation>Nifu: il Bianco ha %1 pedoni non promossi sulla colonna %2.</translation>
    </message>
    <message>
        <source>Too many pawns: %1, and the set has %2.</source>
        <translation>Troppi pedoni: %1, e il set ne ha %2.</translation>
    </message>
    <message>
        <source>Too many lances: %1, and the set has %2.</source>
        <translation>Troppe lance: %1, e il set ne ha %2.</translation>
    </message>
    <message>
        <source>Too many knights: %1, and the set has %2.</source>
        <translation>Troppi cavalli: %1, e il set ne ha %2.</translation>
    </message>
    <message>
        <source>Too many silvers: %1, and the set has %2.</source>
        <translation>Troppi argenti: %1, e il set ne ha %2.</translation>
    </message>
    <message>
        <source>Too many golds: %1, and the set has %2.</source>
        <translation>Troppi ori: %1, e il set ne ha %2.</translation>
    </message>
    <message>
        <source>Too many bishops: %1, and the set has %2.</source>
        <translation>Troppi alfieri: %1, e il set ne ha %2.</translation>
    </message>
    <message>
        <source>Too many rooks: %1, and the set has %2.</source>
        <translation>Troppe torri: %1, e il set ne ha %2.</translation>
    </message>
    <message>
        <source>Black is in check with White to move: the king could be captured.</source>
        <translation>Il Nero è sotto scacco e muove il Bianco: il suo re potrebbe essere catturato.</translation>
    </message>
    <message>
        <source>White is in check with Black to move: the king could be captured.</source>
        <translation>Il Bianco è sotto scacco e muove il Nero: il suo re potrebbe essere catturato.</translation>
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
    <message>
        <source>Sounds: moves, captures, checks, the last ten seconds, the end of a game</source>
        <translation>Suoni: mosse, catture, scacchi, gli ultimi dieci secondi, la fine della partita</translation>
    </message>
    <message>
        <source>Turn the board to the person playing the computer</source>
        <translation>Ruota il tavoliere verso chi gioca contro il computer</translation>
    </message>
    <message>
        <source>Write the computer&apos;s evaluation of each of its moves into the record</source>
        <translation>Scrivere nella registrazione la valutazione del computer per ogni sua mossa</translation>
    </message>
    <message>
        <source>Show those evaluations during my games (otherwise when the game ends)</source>
        <translation>Mostrare queste valutazioni durante le mie partite (altrimenti a fine partita)</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Esporta come P&amp;DF…</translation>
    </message>
    <message>
        <source>Print Diagram S&amp;heet…</source>
        <translation>Stampa &amp;foglio di diagrammi…</translation>
    </message>
    <message>
        <source>Print Game Record</source>
        <translation>Stampa la partita</translation>
    </message>
    <message>
        <source>Could not print.</source>
        <translation>Impossibile stampare.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>Non è stato possibile usare la stampante.</translation>
    </message>
    <message>
        <source>Export Game Record as PDF</source>
        <translation>Esporta la partita come PDF</translation>
    </message>
    <message>
        <source>Print Diagram Sheet</source>
        <translation>Stampa foglio di diagrammi</translation>
    </message>
    <message>
        <source>Export Diagram Sheet as PDF</source>
        <translation>Esporta foglio di diagrammi come PDF</translation>
    </message>
    <message>
        <source>-diagrams</source>
        <extracomment>Added to the record&apos;s file name for a sheet of diagrams: game-diagrams.pdf.</extracomment>
        <translation>-diagrammi</translation>
    </message>
    <message>
        <source>PDF on A4 paper (*.pdf)</source>
        <translation>PDF su carta A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF on Letter paper (*.pdf)</source>
        <translation>PDF su carta Letter (*.pdf)</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partita</translation>
    </message>
    <message>
        <source>Could not export “%1”.</source>
        <translation>Impossibile esportare «%1».</translation>
    </message>
    <message>
        <source>Exported “%1”.</source>
        <translation>Esportato «%1».</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>S&amp;tampa…</translation>
    </message>
    <message>
        <source>Export Diagram Shee&amp;t as PDF…</source>
        <translation>Esporta foglio di diagrammi come PDF…</translation>
    </message>
    <message>
        <source>Print P&amp;uzzle Sheet…</source>
        <translation>Stampa foglio di pro&amp;blemi…</translation>
    </message>
    <message>
        <source>Export Puzzle Sheet as PDF…</source>
        <translation>Esporta foglio di problemi come PDF…</translation>
    </message>
    <message>
        <source>Print Puzzle Sheet</source>
        <translation>Stampa foglio di problemi</translation>
    </message>
    <message>
        <source>Export Puzzle Sheet as PDF</source>
        <extracomment>Added to the record&apos;s file name for a sheet of puzzles: game-puzzles.pdf.</extracomment>
        <translation>Esporta foglio di problemi come PDF</translation>
    </message>
    <message>
        <source>-puzzles</source>
        <translation>-problemi</translation>
    </message>
</context>
<context>
    <name>PrintPage</name>
    <message>
        <source>%1: %2</source>
        <extracomment>In a printout&apos;s heading: a side (&quot;▲Black&quot;) and its player&apos;s name.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <extracomment>Under a printed diagram: the position after move %1, which was %2 (☗７六歩 or P-7f).</extracomment>
        <translation>Mossa %1: %2</translation>
    </message>
</context>
<context>
    <name>PsnReader</name>
    <message>
        <source>line %1: the file holds more than one game; the first is read</source>
        <translation>riga %1: il file contiene più di una partita; viene letta la prima</translation>
    </message>
    <message>
        <source>a variation before any move</source>
        <translation>una variante prima di qualsiasi mossa</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; non chiude alcuna variante</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>&apos;%1&apos; inatteso</translation>
    </message>
    <message>
        <source>a variation is not closed: &apos;)&apos; is missing</source>
        <translation>una variante non è chiusa: manca &apos;)&apos;</translation>
    </message>
    <message>
        <source>a tag reads [Name &quot;value&quot;]</source>
        <translation>un tag si scrive [Nome &quot;valore&quot;]</translation>
    </message>
    <message>
        <source>the tag&apos;s value has no closing &apos;&quot;&apos;</source>
        <translation>il valore del tag non ha la &apos;&quot;&apos; di chiusura</translation>
    </message>
    <message>
        <source>the tag has no closing &apos;]&apos;</source>
        <translation>il tag non ha la &apos;]&apos; di chiusura</translation>
    </message>
    <message>
        <source>unknown handicap &apos;%1&apos;</source>
        <translation>handicap sconosciuto &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the start position is not a valid SFEN: %1</source>
        <translation>la posizione iniziale non è uno SFEN valido: %1</translation>
    </message>
    <message>
        <source>a comment is not closed: &apos;}&apos; is missing</source>
        <translation>un commento non è chiuso: manca &apos;}&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PSN move (like P-7f, Bx2b+, S-4c= or B*4e)</source>
        <translation>&apos;%1&apos; non è una mossa PSN (come P-7f, Bx2b+, S-4c= o B*4e)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: only an unpromoted piece from the hand can be dropped</source>
        <translation>&apos;%1&apos;: si può paracadutare solo un pezzo in mano non promosso</translation>
    </message>
    <message>
        <source>&apos;%1&apos; could be %2 different moves; write the origin, like %3</source>
        <translation>&apos;%1&apos; potrebbe essere %2 mosse diverse; scrivi l&apos;origine, come %3</translation>
    </message>
    <message>
        <source>no piece of that kind can go there</source>
        <translation>nessun pezzo di quel tipo può andare lì</translation>
    </message>
</context>
<context>
    <name>PuzzleActions</name>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problemi…</translation>
    </message>
</context>
<context>
    <name>PuzzleSheet</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Matto in %n mossa</numerusform>
            <numerusform>Matto in %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Find the best move</source>
        <translation>Trova la mossa migliore</translation>
    </message>
    <message>
        <source>%1. %2 — %3 to move</source>
        <extracomment>On a sheet of puzzles: %1 the puzzle&apos;s number, %2 what it asks (&quot;Mate in 3&quot;), %3 the side to move.</extracomment>
        <translation>%1. %2 — muove %3</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Soluzioni</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossibile scrivere %1.</translation>
    </message>
</context>
<context>
    <name>PuzzleSheetDialog</name>
    <message>
        <source>Answers on a last page</source>
        <translation>Soluzioni in un&apos;ultima pagina</translation>
    </message>
    <message>
        <source>Puzzle Sheet</source>
        <translation>Foglio di problemi</translation>
    </message>
    <message>
        <source> puzzles</source>
        <translation> problemi</translation>
    </message>
    <message>
        <source>Collection:</source>
        <translation>Raccolta:</translation>
    </message>
    <message>
        <source>From puzzle:</source>
        <translation>Dal problema:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Quanti:</translation>
    </message>
    <message>
        <source>%1, puzzles %2–%3</source>
        <extracomment>A puzzle sheet&apos;s title: %1 the collection, %2 and %3 the first and last problems&apos; numbers.</extracomment>
        <translation>%1, problemi %2–%3</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Checking your move…</source>
        <translation>Controllo la tua mossa…</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>Problema &amp;successivo</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Lunghezza:</translation>
    </message>
    <message>
        <source>Collection:</source>
        <translation>Raccolta:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>Mate in 1</source>
        <translation>Matto in 1</translation>
    </message>
    <message>
        <source>Mate in 3</source>
        <translation>Matto in 3</translation>
    </message>
    <message>
        <source>Mate in 5 to 7</source>
        <translation>Matto in 5-7</translation>
    </message>
    <message>
        <source>Mate in 9 or more</source>
        <translation>Matto in 9 o più</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Mossa successiva</translation>
    </message>
    <message>
        <source>All collections</source>
        <translation>Tutte le raccolte</translation>
    </message>
    <message>
        <source>Real games</source>
        <translation>Partite reali</translation>
    </message>
    <message>
        <source>Real games: next move</source>
        <translation>Partite reali: mossa successiva</translation>
    </message>
    <message>
        <source>Self-played games</source>
        <translation>Partite del programma contro se stesso</translation>
    </message>
    <message>
        <source>Shōgi Zukō (1755)</source>
        <translation>Shōgi Zukō (1755)</translation>
    </message>
    <message>
        <source>Shōgi Musō (1734)</source>
        <translation>Shōgi Musō (1734)</translation>
    </message>
    <message>
        <source>From my games</source>
        <translation>Dalle mie partite</translation>
    </message>
    <message>
        <source>No puzzle</source>
        <translation>Nessun problema</translation>
    </message>
    <message>
        <source>No puzzle matches these filters.</source>
        <translation>Nessun problema corrisponde a questi filtri.</translation>
    </message>
    <message>
        <source>Black (Sente)</source>
        <translation>Nero (sente)</translation>
    </message>
    <message>
        <source>White (Gote)</source>
        <translation>Bianco (gote)</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Matto in %n mossa</numerusform>
            <numerusform>Matto in %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Find the best move</source>
        <translation>Trova la mossa migliore</translation>
    </message>
    <message>
        <source>%1 to move. Mate the king; every one of your moves must give check. The replies come by themselves.</source>
        <translation>Muove %1. Dai scacco matto al re; ogni tua mossa deve dare scacco. Le risposte si giocano da sole.</translation>
    </message>
    <message>
        <source>%1 to move. In this game a move here threw the advantage away: find the best one.</source>
        <translation>Muove %1. In questa partita una mossa qui ha buttato via il vantaggio: trova la migliore.</translation>
    </message>
    <message>
        <source>Puzzle rating %1 (±%2) · solved %3 · failed %4 · streak %5 (best %6)</source>
        <translation>Punteggio problemi %1 (±%2) · risolti %3 · sbagliati %4 · serie %5 (migliore %6)</translation>
    </message>
    <message>
        <source>No hint here.</source>
        <translation>Nessun suggerimento qui.</translation>
    </message>
    <message>
        <source>Hint: drop a piece from your hand.</source>
        <translation>Suggerimento: paracaduta un pezzo dalla tua mano.</translation>
    </message>
    <message>
        <source>Hint: move the marked piece.</source>
        <translation>Suggerimento: muovi il pezzo segnato.</translation>
    </message>
    <message>
        <source>Right. The defender answers.</source>
        <translation>Giusto. Il difensore risponde.</translation>
    </message>
    <message>
        <source>Right. Go on.</source>
        <translation>Giusto. Continua.</translation>
    </message>
    <message>
        <source>Mate. Solved!</source>
        <translation>Scacco matto. Risolto!</translation>
    </message>
    <message>
        <source>Right. Solved!</source>
        <translation>Giusto. Risolto!</translation>
    </message>
    <message numerus="yes">
        <source>Your mate took %n plies; a shorter one exists (%1 plies).</source>
        <translation>
            <numerusform>Il tuo matto ha richiesto %n mossa; ne esiste uno più breve (%1 mosse).</numerusform>
            <numerusform>Il tuo matto ha richiesto %n mosse; ne esiste uno più breve (%1 mosse).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a check. In a tsume every move of the attacker must give check.</source>
        <translation>Non è scacco. In uno tsume ogni mossa dell&apos;attaccante deve dare scacco.</translation>
    </message>
    <message>
        <source>Wrong: this reply (red arrow) escapes the mate.</source>
        <translation>Sbagliato: questa risposta (freccia rossa) sfugge al matto.</translation>
    </message>
    <message>
        <source>Wrong: this reply (red arrow) punishes the move.</source>
        <translation>Sbagliato: questa risposta (freccia rossa) punisce la mossa.</translation>
    </message>
    <message>
        <source>Wrong.</source>
        <translation>Sbagliato.</translation>
    </message>
    <message>
        <source>Retry, or go on to the next puzzle.</source>
        <translation>Riprova o passa al problema successivo.</translation>
    </message>
    <message>
        <source>That move could not be checked in time, so it was taken back. Try another, or the hint.</source>
        <translation>Non è stato possibile controllare in tempo quella mossa, perciò è stata ritirata. Provane un&apos;altra o il suggerimento.</translation>
    </message>
</context>
<context>
    <name>PuzzlesFromGame</name>
    <message>
        <source>Make &amp;Puzzles from This Game</source>
        <translation>Crea &amp;problemi da questa partita</translation>
    </message>
    <message>
        <source>Make Puzzles from This Game</source>
        <translation>Crea problemi da questa partita</translation>
    </message>
    <message>
        <source>This game has no evaluations yet. Run Record → Analyse Whole Game first.</source>
        <translation>Questa partita non ha ancora valutazioni. Esegui prima Registro → Analizza tutta la partita.</translation>
    </message>
    <message>
        <source>No move in this game gave away 20 points of win rate or more: no puzzle.</source>
        <translation>Nessuna mossa di questa partita ha perso 20 punti o più di probabilità di vittoria: nessun problema.</translation>
    </message>
    <message numerus="yes">
        <source>Looking at %n moves that lost the advantage…</source>
        <translation>
            <numerusform>Esamino %n mossa che ha perso il vantaggio…</numerusform>
            <numerusform>Esamino %n mosse che hanno perso il vantaggio…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>The puzzles could not be saved in %1.</source>
        <translation>Non è stato possibile salvare i problemi in %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) from this game, in the collection “From my games”. Solve them now?</source>
        <translation>
            <numerusform>%n nuovo problema da questa partita, nella raccolta «Dalle mie partite». Risolverlo ora?</numerusform>
            <numerusform>%n nuovi problemi da questa partita, nella raccolta «Dalle mie partite». Risolverli ora?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadFailure</name>
    <message>
        <source>It is not a text file, so it is not a game record. Shogiban reads records written as KIF, KI2, CSA, JKF, SFEN, USI or PSN.</source>
        <translation>Non è un file di testo, quindi non è una registrazione di partita. Shogiban legge registrazioni scritte in KIF, KI2, CSA, JKF, SFEN, USI o PSN.</translation>
    </message>
    <message>
        <source>It holds no game record: it is empty.</source>
        <translation>Non contiene una registrazione di partita: è vuoto.</translation>
    </message>
    <message>
        <source>It is not a game record: nothing in it reads as KIF, KI2, CSA, JKF, SFEN, USI or PSN. It begins “%1”.</source>
        <translation>Non è una registrazione di partita: niente al suo interno si legge come KIF, KI2, CSA, JKF, SFEN, USI o PSN. Comincia con «%1».</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Riga %1: %2</translation>
    </message>
</context>
<context>
    <name>RecordCursor</name>
    <message>
        <source>%1 is illegal (%2), but its line goes on with %3</source>
        <translation>%1 è illegale (%2), ma la sua linea prosegue con %3</translation>
    </message>
    <message>
        <source>%1 cannot be played (%2), but its line goes on with %3</source>
        <translation>%1 non si può giocare (%2), ma la sua linea prosegue con %3</translation>
    </message>
    <message>
        <source>%1 comes after the end of the game</source>
        <translation>%1 viene dopo la fine della partita</translation>
    </message>
    <message>
        <source>%1 is illegal (%2); it is kept, flagged, as the last move of its line</source>
        <translation>%1 è illegale (%2); viene mantenuta, segnalata, come ultima mossa della sua linea</translation>
    </message>
    <message>
        <source>%1 cannot be played (%2); its line ends before it</source>
        <translation>%1 non si può giocare (%2); la sua linea finisce prima</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>riga %1: %2</translation>
    </message>
</context>
<context>
    <name>RecordDownload</name>
    <message numerus="yes">
        <source>No complete answer within %n seconds.</source>
        <translation>
            <numerusform>Nessuna risposta completa entro %n secondo.</numerusform>
            <numerusform>Nessuna risposta completa entro %n secondi.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not an http or https address.</source>
        <translation>«%1» non è un indirizzo http o https.</translation>
    </message>
    <message>
        <source>The answer is %1 MB, more than a game record (at most %2 MB).</source>
        <translation>La risposta è di %1 MB, più di una partita (al massimo %2 MB).</translation>
    </message>
    <message>
        <source>The answer is larger than a game record (more than %1 MB).</source>
        <translation>La risposta è più grande di una partita (oltre %1 MB).</translation>
    </message>
    <message>
        <source>The server answered %1 %2.</source>
        <translation>Il server ha risposto %1 %2.</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>Game records (*.kif *.kifu *.ki2 *.ki2u *.csa *.jkf *.json *.sfen *.usi *.psn)</source>
        <translation>Registrazioni di partite (*.kif *.kifu *.ki2 *.ki2u *.csa *.jkf *.json *.sfen *.usi *.psn)</translation>
    </message>
    <message>
        <source>KIF (*.kif *.kifu)</source>
        <translation>KIF (*.kif *.kifu)</translation>
    </message>
    <message>
        <source>KI2 (*.ki2 *.ki2u)</source>
        <translation>KI2 (*.ki2 *.ki2u)</translation>
    </message>
    <message>
        <source>CSA (*.csa)</source>
        <translation>CSA (*.csa)</translation>
    </message>
    <message>
        <source>JSON Kifu Format (*.jkf *.json)</source>
        <translation>JSON Kifu Format (*.jkf *.json)</translation>
    </message>
    <message>
        <source>SFEN and USI (*.sfen *.usi)</source>
        <translation>SFEN e USI (*.sfen *.usi)</translation>
    </message>
    <message>
        <source>PSN (*.psn)</source>
        <translation>PSN (*.psn)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <source>KIF, UTF-8 (*.kifu)</source>
        <translation>KIF, UTF-8 (*.kifu)</translation>
    </message>
    <message>
        <source>KIF, Shift_JIS for older programs (*.kif)</source>
        <translation>KIF, Shift_JIS per i programmi più vecchi (*.kif)</translation>
    </message>
    <message>
        <source>KI2, UTF-8 (*.ki2u)</source>
        <translation>KI2, UTF-8 (*.ki2u)</translation>
    </message>
    <message>
        <source>KI2, Shift_JIS for older programs (*.ki2)</source>
        <translation>KI2, Shift_JIS per i programmi più vecchi (*.ki2)</translation>
    </message>
    <message>
        <source>JSON Kifu Format (*.jkf)</source>
        <translation>JSON Kifu Format (*.jkf)</translation>
    </message>
    <message>
        <source>SFEN (*.sfen)</source>
        <translation>SFEN (*.sfen)</translation>
    </message>
    <message>
        <source>USI position (*.usi)</source>
        <translation>Posizione USI (*.usi)</translation>
    </message>
    <message>
        <source>Game %1 (unreadable)</source>
        <translation>Partita %1 (illeggibile)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation>Partita %1: %2</translation>
    </message>
    <message>
        <source>KIF, UTF-8 (*.kif)</source>
        <translation>KIF, UTF-8 (*.kif)</translation>
    </message>
    <message>
        <source>KI2, UTF-8 (*.ki2)</source>
        <translation>KI2, UTF-8 (*.ki2)</translation>
    </message>
    <message>
        <source>Shift_JIS cannot hold every character of this record (%1). Today&apos;s programs read this file in UTF-8, with a first line that says so; the older programs that read only Shift_JIS do not. “%2” in Save As is UTF-8 too.</source>
        <translation>Shift_JIS non può rappresentare tutti i caratteri di questa registrazione (%1). I programmi attuali leggono questo file in UTF-8, con una prima riga che lo dichiara; i programmi più vecchi che leggono solo Shift_JIS no. Anche «%2», in Salva con nome, è UTF-8.</translation>
    </message>
    <message>
        <source>The disk is full (%1). The file was not changed; make room, or save it on another disk.</source>
        <translation>Il disco è pieno (%1). Il file non è stato modificato; libera spazio o salvalo su un altro disco.</translation>
    </message>
</context>
<context>
    <name>RecordPrint</name>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossibile scrivere %1.</translation>
    </message>
    <message>
        <source>Variation: %1. %2</source>
        <extracomment>A variation under a move of the printed record: %1 its first move&apos;s number, %2 its moves.</extracomment>
        <translation>Variante: %1. %2</translation>
    </message>
</context>
<context>
    <name>RecordReader</name>
    <message>
        <source>unknown record format</source>
        <translation>formato di registrazione sconosciuto</translation>
    </message>
    <message>
        <source>not a game record in any known format</source>
        <translation>non è una registrazione di partita in alcun formato noto</translation>
    </message>
    <message>
        <source>no moves, headers or position found</source>
        <translation>nessuna mossa, intestazione o posizione trovata</translation>
    </message>
    <message>
        <source>the text is %1, not %2 as the file name says</source>
        <translation>il testo è %1, non %2 come dice il nome del file</translation>
    </message>
    <message>
        <source>some bytes are not valid %1 and were replaced</source>
        <translation>alcuni byte non sono %1 valido e sono stati sostituiti</translation>
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
    <message>
        <source>Pieces in hand and in the enemy camp count.</source>
        <translation>Contano i pezzi in mano e quelli nel campo avversario.</translation>
    </message>
    <message>
        <source>Under the 24-point rule every piece counts, on the board or in hand, once both kings have entered the enemy camp: under 24 points loses; both at 24 or more, or both under, is a draw.</source>
        <translation>Con la regola dei 24 punti, quando entrambi i Re sono entrati nel campo avversario, contano tutti i pezzi, sul tavoliere o in mano: chi ha meno di 24 punti perde; se entrambi ne hanno almeno 24, o entrambi meno, la partita è patta.</translation>
    </message>
    <message>
        <source>King of %1 in the enemy camp: %2</source>
        <translation>Re di %1 nel campo avversario: %2</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Posizione iniziale</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>Mossa p&amp;recedente</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>Mossa &amp;successiva</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <translation>&amp;Ultima mossa</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
    <message>
        <source>&amp;Promote to Main Line</source>
        <translation>Promuovi a &amp;linea principale</translation>
    </message>
    <message>
        <source>&amp;Delete Variation…</source>
        <translation>&amp;Elimina variante…</translation>
    </message>
    <message>
        <source>Variation &amp;Tree…</source>
        <translation>&amp;Albero delle varianti…</translation>
    </message>
    <message>
        <source>Game &amp;Information…</source>
        <translation>I&amp;nformazioni sulla partita…</translation>
    </message>
    <message>
        <source>This line is now the main line.</source>
        <translation>Questa linea è ora la linea principale.</translation>
    </message>
    <message>
        <source>Delete Variation</source>
        <translation>Elimina variante</translation>
    </message>
    <message>
        <source>Delete the variation that starts with move %1, %2, and every move after it?</source>
        <translation>Eliminare la variante che inizia con la mossa %1, %2, e tutte le mosse successive?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Variation deleted.</source>
        <translation>Variante eliminata.</translation>
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
    <message>
        <source>The computer did not answer.</source>
        <translation>Il computer non ha risposto.</translation>
    </message>
    <message>
        <source>Bad move “%1”.</source>
        <translation>Mossa non valida «%1».</translation>
    </message>
    <message>
        <source>The analysis of the game failed.</source>
        <translation>L&apos;analisi della partita non è riuscita.</translation>
    </message>
    <message>
        <source>No hint: nobody may move in this position.</source>
        <translation>Nessun suggerimento: nessuno può muovere in questa posizione.</translation>
    </message>
    <message>
        <source>No lesson “%1”: use STAGE:LEVEL, such as 1:2.</source>
        <translation>Nessuna lezione «%1»: usa STAGE:LEVEL, per esempio 1:2.</translation>
    </message>
    <message>
        <source>No engine “%1”: give an installed engine&apos;s name or a program, such as /usr/games/fairy-stockfish.</source>
        <translation>Nessun motore «%1»: indica il nome di un motore installato o un programma, come /usr/games/fairy-stockfish.</translation>
    </message>
    <message>
        <source>The engine “%1” could not be added to the analysis.</source>
        <translation>Non è stato possibile aggiungere il motore «%1» all’analisi.</translation>
    </message>
</context>
<context>
    <name>SfenUsiReader</name>
    <message>
        <source>not a valid SFEN: %1</source>
        <translation>non è uno SFEN valido: %1</translation>
    </message>
    <message>
        <source>expected an SFEN, &apos;startpos&apos; or &apos;position&apos;</source>
        <translation>atteso uno SFEN, &apos;startpos&apos; o &apos;position&apos;</translation>
    </message>
    <message>
        <source>expected &apos;moves&apos;, found &apos;%1&apos;</source>
        <translation>atteso &apos;moves&apos;, trovato &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a USEN section reads &lt;ply&gt;.&lt;moves&gt;.&lt;ending&gt;</source>
        <translation>una sezione USEN si scrive &lt;ply&gt;.&lt;moves&gt;.&lt;ending&gt;</translation>
    </message>
    <message>
        <source>a USEN branch after move %1, but its line has only %2 moves</source>
        <translation>un ramo USEN dopo la mossa %1, ma la sua linea ha solo %2 mosse</translation>
    </message>
    <message>
        <source>USEN moves take three characters each</source>
        <translation>le mosse USEN occupano tre caratteri ciascuna</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a USEN move</source>
        <translation>&apos;%1&apos; non è una mossa USEN</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a USEN ending (r, t, j or p)</source>
        <translation>&apos;%1&apos; non è un finale USEN (r, t, j o p)</translation>
    </message>
    <message>
        <source>no SFEN, USI or USEN line found</source>
        <translation>nessuna riga SFEN, USI o USEN trovata</translation>
    </message>
    <message>
        <source>the file holds %1 entries; there is no entry %2</source>
        <translation>il file contiene %1 voci; non c&apos;è la voce %2</translation>
    </message>
    <message>
        <source>the file holds %1 entries; the first is read</source>
        <translation>il file contiene %1 voci; viene letta la prima</translation>
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
        <translation>Nero</translation>
    </message>
    <message>
        <source>White</source>
        <comment>side</comment>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Even game (no handicap)</source>
        <translation>Partita alla pari</translation>
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
    <message>
        <source>Resignation</source>
        <translation>Abbandono</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrotta</translation>
    </message>
    <message>
        <source>Sennichite (repetition)</source>
        <translation>Sennichite (ripetizione)</translation>
    </message>
    <message>
        <source>Sennichite by perpetual check</source>
        <translation>Sennichite con scacco perpetuo</translation>
    </message>
    <message>
        <source>Impasse (jishogi)</source>
        <translation>Impasse (jishogi)</translation>
    </message>
    <message>
        <source>Win by impasse declaration</source>
        <translation>Vittoria per dichiarazione di impasse</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Patta</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Scaccomatto</translation>
    </message>
    <message>
        <source>No mate</source>
        <translation>Nessun matto</translation>
    </message>
    <message>
        <source>Win by the opponent&apos;s illegal move</source>
        <translation>Vittoria per mossa illegale dell’avversario</translation>
    </message>
    <message>
        <source>Loss by an illegal move</source>
        <translation>Sconfitta per mossa illegale</translation>
    </message>
    <message>
        <source>Loss on time</source>
        <translation>Sconfitta per tempo</translation>
    </message>
    <message>
        <source>Move limit reached</source>
        <translation>Limite di mosse raggiunto</translation>
    </message>
    <message>
        <source>Error in the record</source>
        <translation>Errore nella registrazione</translation>
    </message>
</context>
<context>
    <name>StartPosition</name>
    <message>
        <source>Black has two kings</source>
        <translation>il nero ha due re</translation>
    </message>
    <message>
        <source>White has two kings</source>
        <translation>il bianco ha due re</translation>
    </message>
    <message>
        <source>%1 %2, but a set has %3</source>
        <translation>%1 %2, ma un set ne ha %3</translation>
    </message>
    <message>
        <source>the side not to move is in check</source>
        <translation>il lato che non muove è sotto scacco</translation>
    </message>
</context>
<context>
    <name>TextEncoding</name>
    <message>
        <source>this system has no Shift_JIS encoder</source>
        <translation>questo sistema non ha un codificatore Shift_JIS</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be written in Shift_JIS</source>
        <translation>&apos;%1&apos; non può essere scritto in Shift_JIS</translation>
    </message>
    <message>
        <source>the text cannot be written in Shift_JIS</source>
        <translation>il testo non può essere scritto in Shift_JIS</translation>
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
    <name>TournamentActions</name>
    <message>
        <source>Engine &amp;Tournament…</source>
        <translation>&amp;Torneo di motori…</translation>
    </message>
    <message>
        <source>Engines play each other: a round robin or a gauntlet, with a live table</source>
        <translation>I motori giocano tra loro: girone all&apos;italiana o gauntlet, con classifica in diretta</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Stop when decided (SPRT, two engines)</source>
        <translation>Fermati quando è deciso (SPRT, due motori)</translation>
    </message>
    <message>
        <source>Engine Tournament</source>
        <translation>Torneo di motori</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motore</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Aggiungi motore</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Round robin: every engine plays every other</source>
        <translation>Girone all&apos;italiana: ogni motore gioca contro tutti gli altri</translation>
    </message>
    <message>
        <source>Gauntlet: the first engine plays each of the others</source>
        <translation>Gauntlet: il primo motore gioca contro ciascuno degli altri</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Minishogi</source>
        <translation>Minishogi</translation>
    </message>
    <message>
        <source>Gorogoro</source>
        <translation>Gorogoro</translation>
    </message>
    <message>
        <source>Built-in list of common openings</source>
        <translation>Elenco integrato di aperture comuni</translation>
    </message>
    <message>
        <source>File of positions (SFEN or &quot;startpos moves …&quot; lines)</source>
        <translation>File di posizioni (righe SFEN o &quot;startpos moves …&quot;)</translation>
    </message>
    <message>
        <source>Folder of records, cut at move N</source>
        <translation>Cartella di partite, troncate alla mossa N</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>Move N:</source>
        <translation>Mossa N:</translation>
    </message>
    <message>
        <source>Elo 0:</source>
        <translation>Elo 0:</translation>
    </message>
    <message>
        <source>Elo 1:</source>
        <translation>Elo 1:</translation>
    </message>
    <message>
        <source>Alpha:</source>
        <translation>Alfa:</translation>
    </message>
    <message>
        <source>Beta:</source>
        <translation>Beta:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>Games per pairing:</source>
        <translation>Partite per accoppiamento:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Scacchiera:</translation>
    </message>
    <message>
        <source>Openings:</source>
        <translation>Aperture:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Partite contemporanee:</translation>
    </message>
    <message>
        <source>Draw after (plies):</source>
        <translation>Patta dopo (semimosse):</translation>
    </message>
    <message>
        <source>Save the games in:</source>
        <translation>Salva le partite in:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Resume a Tournament…</source>
        <translation>Riprendi un torneo…</translation>
    </message>
    <message>
        <source>Engines (from the engine list; options are set in Engines…):</source>
        <translation>Motori (dall&apos;elenco dei motori; le opzioni si impostano in Motori…):</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in all</source>
        <translation>
            <numerusform>%n partita in tutto</numerusform>
            <numerusform>%n partite in tutto</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder of Records</source>
        <translation>Cartella di partite</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Aperture</translation>
    </message>
    <message>
        <source>Opening lists (*.txt *.sfen *.epd);;All files (*)</source>
        <translation>Elenchi di aperture (*.txt *.sfen *.epd);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save the Games in</source>
        <translation>Salva le partite in</translation>
    </message>
    <message>
        <source>Engines need a clock: choose a time control.</source>
        <translation>I motori hanno bisogno di un orologio: scegli un controllo del tempo.</translation>
    </message>
    <message>
        <source>%1 cannot play this board.</source>
        <translation>%1 non può giocare su questa scacchiera.</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (livello %2)</translation>
    </message>
    <message>
        <source>A tournament needs two engines or more.</source>
        <translation>Un torneo richiede almeno due motori.</translation>
    </message>
    <message>
        <source>The SPRT needs Elo 0 below Elo 1.</source>
        <translation>L&apos;SPRT richiede Elo 0 minore di Elo 1.</translation>
    </message>
    <message>
        <source>Cannot read the openings %1: %2</source>
        <translation>Impossibile leggere le aperture %1: %2</translation>
    </message>
    <message>
        <source>The openings %1: %2</source>
        <translation>Le aperture %1: %2</translation>
    </message>
    <message>
        <source>Choose a folder to save the games in.</source>
        <translation>Scegli una cartella in cui salvare le partite.</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another folder.</source>
        <translation>%1 contiene già un torneo: riprendilo o scegli un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossibile creare la cartella %1.</translation>
    </message>
    <message>
        <source>Resume a Tournament</source>
        <translation>Riprendi un torneo</translation>
    </message>
</context>
<context>
    <name>TournamentRun</name>
    <message numerus="yes">
        <source>%n plies</source>
        <translation>
            <numerusform>%n semimossa</numerusform>
            <numerusform>%n semimosse</numerusform>
        </translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>scaccomatto</translation>
    </message>
    <message>
        <source>no legal moves</source>
        <translation>nessuna mossa legale</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>abbandono</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>ripetizione (sennichite)</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>scacco perpetuo</translation>
    </message>
    <message>
        <source>impasse declaration</source>
        <translation>dichiarazione di impasse</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>mossa illegale</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>crash del motore</translation>
    </message>
    <message>
        <source>ply limit</source>
        <translation>limite di semimosse</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motore</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Patte</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Sconfitte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Elo ± 95 %</source>
        <translation>Elo ± 95 %</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Errori</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Accoppiamento</translation>
    </message>
    <message>
        <source>W-D-L</source>
        <translation>V-P-S</translation>
    </message>
    <message>
        <source>Pairs 0–2 points</source>
        <translation>Coppie 0–2 punti</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Engine Tournament — %1</source>
        <translation>Torneo di motori — %1</translation>
    </message>
    <message>
        <source>Which of the games being played the board shows</source>
        <translation>Quale delle partite in corso mostra la scacchiera</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>Apri cartella</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arresto in corso…</translation>
    </message>
    <message>
        <source>Finished games:</source>
        <translation>Partite terminate:</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 di %2 partite giocate</translation>
    </message>
    <message>
        <source>paused: the games under way finish, no new one starts</source>
        <translation>in pausa: le partite in corso terminano, non ne inizia una nuova</translation>
    </message>
    <message>
        <source>%1 crash, %2 time, %3 illegal</source>
        <translation>%1 crash, %2 tempo, %3 illegali</translation>
    </message>
    <message>
        <source>LLR %1 (%2, %3)</source>
        <translation>LLR %1 (%2, %3)</translation>
    </message>
    <message>
        <source>H0 accepted</source>
        <translation>H0 accettata</translation>
    </message>
    <message>
        <source>H1 accepted</source>
        <translation>H1 accettata</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partita %1</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <source>Waiting for a game…</source>
        <translation>In attesa di una partita…</translation>
    </message>
    <message>
        <source>Game %1: ☗%2 vs ☖%3, move %4</source>
        <translation>Partita %1: ☗%2 contro ☖%3, mossa %4</translation>
    </message>
    <message>
        <source>could not start: %1</source>
        <translation>impossibile avviare: %1</translation>
    </message>
    <message>
        <source>stopped; resume it from Game &gt; Engine Tournament… &gt; Resume</source>
        <translation>fermato; riprendilo da Partita &gt; Torneo di motori… &gt; Riprendi</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminato</translation>
    </message>
</context>
<context>
    <name>UrlActions</name>
    <message>
        <source>Open &amp;URL…</source>
        <translation>Apri &amp;URL…</translation>
    </message>
    <message>
        <source>Open a game record (KIF, KI2, CSA, JKF…) from a web address</source>
        <translation>Apri una partita (KIF, KI2, CSA, JKF…) da un indirizzo web</translation>
    </message>
    <message>
        <source>Open URL</source>
        <translation>Apri URL</translation>
    </message>
    <message>
        <source>Address of a game record:</source>
        <translation>Indirizzo di una partita:</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>Scaricamento di %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>Impossibile aprire «%1».</translation>
    </message>
</context>
<context>
    <name>UserPrompts</name>
    <message>
        <source>Shogiban</source>
        <translation>Shogiban</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>UsiClient</name>
    <message>
        <source>it closed its output</source>
        <translation>ha chiuso il suo output</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(senza nome)</translation>
    </message>
    <message>
        <source>Engine %1 cannot be started: %2.</source>
        <translation>Il motore %1 non può essere avviato: %2.</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>niente da eseguire</translation>
    </message>
    <message>
        <source>Engine %1 ended unexpectedly: %2.</source>
        <translation>Il motore %1 è terminato inaspettatamente: %2.</translation>
    </message>
    <message>
        <source>Engine %1 did not answer “usi” within %2 s.</source>
        <translation>Il motore %1 non ha risposto a «usi» entro %2 s.</translation>
    </message>
    <message>
        <source>Engine %1 did not answer “isready” within %2 s.</source>
        <translation>Il motore %1 non ha risposto a «isready» entro %2 s.</translation>
    </message>
    <message>
        <source>Engine %1 sent no move within %2 s of being told to stop.</source>
        <translation>Il motore %1 non ha inviato alcuna mossa entro %2 s dall&apos;ordine di fermarsi.</translation>
    </message>
</context>
<context>
    <name>VariationTreeDialog</name>
    <message>
        <source>Start position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <source>Variation Tree</source>
        <translation>Albero delle varianti</translation>
    </message>
    <message>
        <source>The main line runs down the left; each alternative is shown under the move it replaces. Choose a move to show it on the board.</source>
        <translation>La linea principale scende a sinistra; ogni alternativa compare sotto la mossa che sostituisce. Scegli una mossa per vederla sul tavoliere.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Variation at move %1</source>
        <translation>Variante alla mossa %1</translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message>
        <source>Looking for threats and mates…</source>
        <translation>Cerco minacce e matti…</translation>
    </message>
    <message>
        <source>%1 is in check: no threat to show.</source>
        <translation>%1 è sotto scacco: nessuna minaccia da mostrare.</translation>
    </message>
    <message>
        <source>%1 threatens %2</source>
        <comment>a side, then the move it would play if it could move twice</comment>
        <translation>%1 minaccia %2</translation>
    </message>
    <message>
        <source>%1: looking for a mate…</source>
        <translation>%1: cerco un matto…</translation>
    </message>
    <message>
        <source>%1: looking for a mate threat…</source>
        <translation>%1: cerco una minaccia di matto…</translation>
    </message>
    <message>
        <source>%1 has no mate.</source>
        <translation>%1 non ha matto.</translation>
    </message>
    <message>
        <source>%1 threatens no mate.</source>
        <translation>%1 non minaccia matto.</translation>
    </message>
    <message>
        <source>%1: no mate found in the time given.</source>
        <translation>%1: nessun matto trovato nel tempo dato.</translation>
    </message>
    <message>
        <source>%1: no mate threat found in the time given.</source>
        <translation>%1: nessuna minaccia di matto trovata nel tempo dato.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has a mate in %n</source>
        <translation>
            <numerusform>%1 ha un matto in %n mossa</numerusform>
            <numerusform>%1 ha un matto in %n mosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 threatens a mate in %n</source>
        <translation>
            <numerusform>%1 minaccia un matto in %n mossa</numerusform>
            <numerusform>%1 minaccia un matto in %n mosse</numerusform>
        </translation>
    </message>
</context>
</TS>
