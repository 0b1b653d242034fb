<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AnalysisActions</name>
    <message>
        <source>The analysis stopped: %1</source>
        <translation>El análisis se detuvo: %1</translation>
    </message>
    <message>
        <source>Analyse Whole Game</source>
        <translation>Analizar toda la partida</translation>
    </message>
    <message>
        <source>&amp;Analyse Whole Game…</source>
        <translation>&amp;Analizar toda la partida…</translation>
    </message>
    <message>
        <source>Find &amp;Mate</source>
        <translation>Buscar &amp;mate</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tiempo por jugada:</translation>
    </message>
    <message>
        <source>Analysing the game with %1…</source>
        <translation>Analizando la partida con %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Análisis cancelado.</translation>
    </message>
    <message>
        <source>%1 inaccuracies (?!), %2 mistakes (?), %3 blunders (??)</source>
        <translation>%1 imprecisiones (?!), %2 errores (?), %3 errores graves (??)</translation>
    </message>
    <message>
        <source>Black: %1
White: %2</source>
        <translation>Negras: %1
Blancas: %2</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mate en %n jugada</numerusform>
            <numerusform>Mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>No mate by checks here.</source>
        <translation>Aquí no hay mate con jaques.</translation>
    </message>
    <message numerus="yes">
        <source>No mate found (within %n s).</source>
        <translation>
            <numerusform>No se encontró mate (en %n s).</numerusform>
            <numerusform>No se encontró mate (en %n s).</numerusform>
        </translation>
    </message>
    <message>
        <source>Black %1 · White %2</source>
        <translation>Negras %1 · Blancas %2</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>A game is being played: the analysis waits until it ends, or until you allow it during games.</source>
        <translation>Se está jugando una partida: el análisis espera a que termine, o a que lo permitas durante las partidas.</translation>
    </message>
    <message>
        <source>This line holds an illegal move: there is nothing to analyse here.</source>
        <translation>Esta línea contiene una jugada ilegal: aquí no hay nada que analizar.</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Líneas:</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>Off: a game against the computer is not analysed behind the player&apos;s back.</source>
        <translation>Desactivado: una partida contra el ordenador no se analiza a espaldas del jugador.</translation>
    </message>
    <message>
        <source>The engine took too long to stop; it was restarted.</source>
        <translation>El motor tardó demasiado en detenerse; se ha reiniciado.</translation>
    </message>
    <message>
        <source>Scores for:</source>
        <translation>Evaluación para:</translation>
    </message>
    <message>
        <source>Scores from Black&apos;s view, or from the view of the side to move</source>
        <translation>Evaluación desde el punto de vista de las Negras o del bando que mueve</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>scores from Black&apos;s view</comment>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Side to move</source>
        <comment>scores from the side to move&apos;s view</comment>
        <translation>Bando al turno</translation>
    </message>
    <message>
        <source>Analyse during games</source>
        <translation>Analizar durante las partidas</translation>
    </message>
    <message>
        <source>Analysis: %1</source>
        <translation>Análisis: %1</translation>
    </message>
    <message>
        <source>Analysis %1: %2</source>
        <translation>Análisis %1: %2</translation>
    </message>
    <message>
        <source>threat</source>
        <translation>amenaza</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>The engines stop after this time on a position; their lines stay, marked complete</source>
        <translation>Los motores se detienen tras este tiempo en una posición; sus líneas quedan, marcadas como completas</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Añadir motor</translation>
    </message>
    <message>
        <source>Another engine analyses the same position beside the others</source>
        <translation>Otro motor analiza la misma posición junto a los demás</translation>
    </message>
    <message>
        <source>Threat and Mate Watch</source>
        <translation>Vigilancia de amenazas y mates</translation>
    </message>
    <message>
        <source>Shows what the side not to move threatens, as a red arrow, and looks for mates for both sides</source>
        <translation>Muestra con una flecha roja lo que amenaza el bando que no mueve y busca mates para ambos bandos</translation>
    </message>
    <message>
        <source>Threat and mate watch</source>
        <translation>Vigilancia de amenazas y mates</translation>
    </message>
    <message>
        <source>Time:</source>
        <comment>per position</comment>
        <translation>Tiempo:</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>No se pudo guardar automáticamente la partida: %1</translation>
    </message>
</context>
<context>
    <name>AutosaveRecovery</name>
    <message>
        <source>Shogiban did not close properly. Restore the game of %1, at move %2?</source>
        <translation>Shogiban no se cerró correctamente. ¿Restaurar la partida del %1, en la jugada %2?</translation>
    </message>
    <message>
        <source>Shogiban did not close properly. Restore the record you were reviewing (%1)?</source>
        <translation>Shogiban no se cerró correctamente. ¿Restaurar el registro de partida que estaba revisando (%1)?</translation>
    </message>
    <message>
        <source>Restore Game</source>
        <translation>Restaurar partida</translation>
    </message>
    <message>
        <source>“%1”, with changes that were not saved.</source>
        <translation>«%1», con cambios sin guardar.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Más tarde</translation>
    </message>
    <message>
        <source>The disk is full, or its folder cannot be written: Shogiban cannot save games automatically there now. A restored game is not saved automatically; save it with Save As, on another disk if need be. Its autosave stays where it is until then.</source>
        <translation>El disco está lleno o no se puede escribir en su carpeta: Shogiban no puede guardar allí las partidas automáticamente por ahora. Una partida restaurada no se guarda automáticamente; guárdela con «Guardar como», en otro disco si hace falta. Su copia automática se queda donde está hasta entonces.</translation>
    </message>
</context>
<context>
    <name>AutosaveWriter</name>
    <message>
        <source>only part of it could be written; is the disk full?</source>
        <translation>solo se pudo escribir una parte; ¿está lleno el disco?</translation>
    </message>
</context>
<context>
    <name>Bod</name>
    <message>
        <source>no board diagram: no rows between &apos;|&apos; marks</source>
        <translation>no hay diagrama: ninguna fila entre marcas &apos;|&apos;</translation>
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
        <translation>Crear &amp;libro…</translation>
    </message>
    <message>
        <source>Make an opening book from a folder of game records</source>
        <translation>Crear un libro de aperturas a partir de una carpeta de partidas</translation>
    </message>
    <message>
        <source>Make Book: the folder of your records</source>
        <translation>Crear libro: la carpeta de tus partidas</translation>
    </message>
    <message>
        <source>Make Book</source>
        <translation>Crear libro</translation>
    </message>
    <message>
        <source>How many plies of each game go into the book?</source>
        <translation>¿Cuántas jugadas de cada partida entran en el libro?</translation>
    </message>
    <message>
        <source>Opening books (*.db)</source>
        <translation>Libros de aperturas (*.db)</translation>
    </message>
    <message>
        <source>Save Book</source>
        <translation>Guardar libro</translation>
    </message>
    <message>
        <source>No book was made.</source>
        <translation>No se creó ningún libro.</translation>
    </message>
    <message>
        <source>%1 holds no game records.</source>
        <translation>%1 no contiene partidas.</translation>
    </message>
    <message>
        <source>Reading the records…</source>
        <translation>Leyendo las partidas…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n records could be read.</source>
        <translation>
            <numerusform>No se pudo leer la única partida.</numerusform>
            <numerusform>No se pudo leer ninguna de las %n partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The book could not be saved.</source>
        <translation>No se pudo guardar el libro.</translation>
    </message>
    <message numerus="yes">
        <source>Book saved: %n positions</source>
        <translation>
            <numerusform>Libro guardado: %n posición</numerusform>
            <numerusform>Libro guardado: %n posiciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files skipped</source>
        <translation>
            <numerusform>%n archivo omitido</numerusform>
            <numerusform>%n archivos omitidos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookPanel</name>
    <message>
        <source>No book is open. Open a book in YaneuraOu&apos;s format (.db), or make one from your games: Record &gt; Make Book.</source>
        <translation>No hay ningún libro abierto. Abre un libro en el formato de YaneuraOu (.db) o crea uno con tus partidas: Registro &gt; Crear libro.</translation>
    </message>
    <message>
        <source>The book cannot be used: %1</source>
        <translation>No se puede usar el libro: %1</translation>
    </message>
    <message>
        <source>Books are for the standard board.</source>
        <translation>Los libros son para el tablero normal.</translation>
    </message>
    <message>
        <source>%1 (not legal here)</source>
        <translation>%1 (no es legal aquí)</translation>
    </message>
    <message>
        <source>This position is not in the book.</source>
        <translation>Esta posición no está en el libro.</translation>
    </message>
    <message>
        <source>Click a move to play it.</source>
        <translation>Haz clic en una jugada para jugarla.</translation>
    </message>
    <message>
        <source>Open Book</source>
        <translation>Abrir libro</translation>
    </message>
    <message>
        <source>Opening books (*.db);;All files (*)</source>
        <translation>Libros de aperturas (*.db);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open Book…</source>
        <translation>Abrir libro…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Veces</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Respuesta</translation>
    </message>
</context>
<context>
    <name>ClipboardActions</name>
    <message>
        <source>Game copied as %1.</source>
        <translation>Partida copiada como %1.</translation>
    </message>
    <message>
        <source>Copy Position as &amp;BOD</source>
        <translation>Copiar posición como &amp;BOD</translation>
    </message>
    <message>
        <source>Copy the board as a KIF diagram, the text players paste in forums</source>
        <translation>Copiar el tablero como diagrama KIF, el texto que se pega en los foros</translation>
    </message>
    <message>
        <source>Paste P&amp;osition</source>
        <translation>Pegar p&amp;osición</translation>
    </message>
    <message>
        <source>Open the position of a BOD diagram or an SFEN on the clipboard</source>
        <translation>Abrir la posición de un diagrama BOD o un SFEN del portapapeles</translation>
    </message>
    <message>
        <source>Paste as &amp;Variation</source>
        <translation>Pegar como &amp;variante</translation>
    </message>
    <message>
        <source>Add the moves of a record on the clipboard from the current move</source>
        <translation>Añadir las jugadas de una partida del portapapeles desde la jugada actual</translation>
    </message>
    <message>
        <source>Copy Game &amp;As</source>
        <translation>Copiar partida &amp;como</translation>
    </message>
    <message>
        <source>Position copied as a BOD diagram.</source>
        <translation>Posición copiada como diagrama BOD.</translation>
    </message>
    <message>
        <source>The clipboard holds no position that can be read.</source>
        <translation>El portapapeles no contiene ninguna posición legible.</translation>
    </message>
    <message>
        <source>Copy a BOD diagram (the board of a KIF file) or an SFEN. %1</source>
        <translation>Copia un diagrama BOD (el tablero de un archivo KIF) o un SFEN. %1</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>No se añadió nada.</translation>
    </message>
    <message>
        <source>The clipboard holds no moves from this position: a record that starts here or passes through it, or USI moves.</source>
        <translation>El portapapeles no contiene jugadas desde esta posición: una partida que empiece aquí o pase por aquí, o jugadas USI.</translation>
    </message>
    <message numerus="yes">
        <source>%n moves pasted as a variation.</source>
        <translation>
            <numerusform>%n jugada pegada como variante.</numerusform>
            <numerusform>%n jugadas pegadas como variante.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>Main time</source>
        <translation>Tiempo principal</translation>
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
        <translation>Shogi para el escritorio.</translation>
    </message>
    <message>
        <source>Render the main window to the PNG file FILE and exit.</source>
        <translation>Dibuja la ventana principal en el archivo PNG ARCHIVO y termina.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>Start from the position SFEN (with --screenshot).</source>
        <translation>Empieza desde la posición SFEN (con --screenshot).</translation>
    </message>
    <message>
        <source>SFEN</source>
        <translation>SFEN</translation>
    </message>
    <message>
        <source>STYLE</source>
        <translation>ESTILO</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CÓDIGO</translation>
    </message>
    <message>
        <source>Select the piece on SQUARE (USI coordinates such as 7g) before rendering.</source>
        <translation>Selecciona la pieza de la CASILLA (coordenadas USI, como 7g) antes de dibujar.</translation>
    </message>
    <message>
        <source>SQUARE</source>
        <translation>CASILLA</translation>
    </message>
    <message>
        <source>Window size for the screenshot, such as 1200x800.</source>
        <translation>Tamaño de la ventana para la captura, como 1200x800.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>AxA</translation>
    </message>
    <message>
        <source>record</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>[record]</source>
        <translation>[partida]</translation>
    </message>
    <message>
        <source>Unknown piece style “%1”: use kanji, kanji2, western or beginner.</source>
        <translation>Estilo de piezas desconocido «%1»: usa kanji, kanji2, western o beginner.</translation>
    </message>
    <message>
        <source>Unknown language “%1”: use en, es, it or ja.</source>
        <translation>Idioma desconocido «%1»: usa en, es, it o ja.</translation>
    </message>
    <message>
        <source>Bad size “%1”: write it as WIDTHxHEIGHT, such as 1200x800.</source>
        <translation>Tamaño incorrecto «%1»: escríbelo como ANCHOxALTO, por ejemplo 1200x800.</translation>
    </message>
    <message>
        <source>With a record: show the position after move N of its main line.</source>
        <translation>Con un registro: muestra la posición tras la jugada N de su línea principal.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>A game record to open: KIF, KI2, CSA, JKF, SFEN, USI or PSN.</source>
        <translation>Un registro de partida para abrir: KIF, KI2, CSA, JKF, SFEN, USI o PSN.</translation>
    </message>
    <message>
        <source>Bad move number “%1”: give the number of moves to play, such as 30.</source>
        <translation>Número de jugada incorrecto «%1»: indica cuántas jugadas avanzar, por ejemplo 30.</translation>
    </message>
    <message>
        <source>Piece style for this run (the preferences are not changed): kanji, kanji2 (two-character kanji), western or beginner.</source>
        <translation>Estilo de piezas para esta ejecución (no cambia las preferencias): kanji, kanji2 (kanji de dos caracteres), western (occidental) o beginner (principiante).</translation>
    </message>
    <message>
        <source>User interface language for this run (the preferences are not changed): en, es, it or ja.</source>
        <translation>Idioma de la interfaz para esta ejecución (no cambia las preferencias): en, es, it o ja.</translation>
    </message>
    <message>
        <source>With --screenshot: show the board from White&apos;s side.</source>
        <translation>Con --screenshot: muestra el tablero desde el lado de las blancas.</translation>
    </message>
    <message>
        <source>Show the position in the position editor (with --screenshot).</source>
        <translation>Mostrar la posición en el editor de posiciones (con --screenshot).</translation>
    </message>
    <message>
        <source>Play no sounds in this run.</source>
        <translation>No reproducir sonidos en esta ejecución.</translation>
    </message>
    <message>
        <source>With --screenshot: the analysis panel with Shogiban&apos;s engine showing N lines.</source>
        <translation>Con --screenshot: el panel de análisis con el motor de Shogiban mostrando N líneas.</translation>
    </message>
    <message>
        <source>With --screenshot: analyse the whole game first, MS milliseconds a move.</source>
        <translation>Con --screenshot: analiza antes toda la partida, MS milisegundos por jugada.</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>Ask the built-in engine for a hint and show it before rendering.</source>
        <translation>Pide una pista al motor integrado y la muestra antes de generar la imagen.</translation>
    </message>
    <message>
        <source>DIALOG</source>
        <translation>DIÁLOGO</translation>
    </message>
    <message>
        <source>Play a game against the computer (White, level 3): Black&apos;s moves are MOVES, USI moves separated by commas, each answered by the computer before the next.</source>
        <translation>Juega una partida contra el ordenador (Blancas, nivel 3): las jugadas de Negras son MOVES, jugadas USI separadas por comas, cada una respondida por el ordenador antes de la siguiente.</translation>
    </message>
    <message>
        <source>MOVES</source>
        <translation>JUGADAS</translation>
    </message>
    <message>
        <source>Bad number of analysis lines “%1”: give 1 to 5.</source>
        <translation>Número de líneas de análisis incorrecto «%1»: indica de 1 a 5.</translation>
    </message>
    <message>
        <source>Bad time per move “%1”: give milliseconds, such as 200.</source>
        <translation>Tiempo por jugada incorrecto «%1»: indica milisegundos, como 200.</translation>
    </message>
    <message>
        <source>Render a dialog instead of the window: newgame, restore (the question after a crash, about the game shown), or engines (engines:PROGRAM shows the first engine whose program name contains PROGRAM).</source>
        <translation>Genera un diálogo en lugar de la ventana: newgame, restore (la pregunta tras un cierre inesperado, sobre la partida mostrada) o engines (engines:PROGRAMA muestra el primer motor cuyo nombre de programa contiene PROGRAMA).</translation>
    </message>
    <message>
        <source>Unknown dialog “%1”: use newgame, restore or engines.</source>
        <translation>Diálogo desconocido «%1»: usa newgame, restore o engines.</translation>
    </message>
    <message>
        <source>With --screenshot: the lessons&apos; window at level LEVEL of stage STAGE (from 1), after the USI moves MOVES (separated by commas) are played there.</source>
        <translation>Con --screenshot: la ventana de lecciones en el nivel LEVEL de la etapa STAGE (desde 1), después de jugar allí las jugadas USI MOVES (separadas por comas).</translation>
    </message>
    <message>
        <source>STAGE:LEVEL[:MOVES]</source>
        <translation>STAGE:LEVEL[:MOVES]</translation>
    </message>
    <message>
        <source>PROGRAMS</source>
        <translation>PROGRAMAS</translation>
    </message>
    <message>
        <source>With --screenshot: the threat and mate watch on.</source>
        <translation>Con --screenshot: la vigilancia de amenazas y mates activada.</translation>
    </message>
    <message>
        <source>With --analysis: more engines beside Shogiban&apos;s (programs, or installed engines&apos; names) separated by commas.</source>
        <translation>Con --analysis: más motores junto al de Shogiban (programas o nombres de motores instalados), separados por comas.</translation>
    </message>
</context>
<context>
    <name>CommentEditor</name>
    <message>
        <source>No comment on this move. Type here to add one.</source>
        <translation>Esta jugada no tiene comentario. Escribe aquí para añadir uno.</translation>
    </message>
</context>
<context>
    <name>CsaReader</name>
    <message>
        <source>no CSA position or moves found</source>
        <translation>no se ha encontrado ninguna posición ni jugada CSA</translation>
    </message>
    <message>
        <source>line %1: no side to move is given; Black is assumed</source>
        <translation>línea %1: no se indica el bando que mueve; se suponen negras</translation>
    </message>
    <message>
        <source>a second side-to-move line</source>
        <translation>una segunda línea de bando que mueve</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA line</source>
        <translation>&apos;%1&apos; no es una línea CSA</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA header (like $EVENT:name or N+name)</source>
        <translation>&apos;%1&apos; no es una cabecera CSA (como $EVENT:nombre o N+nombre)</translation>
    </message>
    <message>
        <source>a position line after the moves began</source>
        <translation>una línea de posición después de empezar las jugadas</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA position line (PI, P1 to P9, P+ or P-)</source>
        <translation>&apos;%1&apos; no es una línea de posición CSA (PI, P1 a P9, P+ o P-)</translation>
    </message>
    <message>
        <source>PI must list squares and pieces like 82HI</source>
        <translation>PI debe listar casillas y piezas como 82HI</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square and a piece</source>
        <translation>&apos;%1&apos; no es una casilla y una pieza</translation>
    </message>
    <message>
        <source>PI removes %1 from %2%3, but the standard position has no such piece there</source>
        <translation>PI quita %1 de %2%3, pero la posición estándar no tiene esa pieza allí</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA piece</source>
        <translation>&apos;%1&apos; no es una pieza CSA</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in the rank (a square is &apos; * &apos;, +XX or -XX)</source>
        <translation>&apos;%1&apos; inesperado en la fila (una casilla es &apos; * &apos;, +XX o -XX)</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 9</source>
        <translation>la fila %1 tiene %2 casillas, no 9</translation>
    </message>
    <message>
        <source>line %1: &apos;%2&apos; after the ninth square is ignored</source>
        <translation>línea %1: se ignora &apos;%2&apos; tras la novena casilla</translation>
    </message>
    <message>
        <source>pieces must be listed like 63KI or 00FU</source>
        <translation>las piezas deben listarse como 63KI o 00FU</translation>
    </message>
    <message>
        <source>00AL must come last</source>
        <translation>00AL debe ir al final</translation>
    </message>
    <message>
        <source>%1 cannot be held in hand</source>
        <translation>%1 no puede ser pieza en mano</translation>
    </message>
    <message>
        <source>more %1 in hand than a set holds</source>
        <translation>más %1 en mano de los que tiene un juego</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square</source>
        <translation>&apos;%1&apos; no es una casilla</translation>
    </message>
    <message>
        <source>square %1 is already taken</source>
        <translation>la casilla %1 ya está ocupada</translation>
    </message>
    <message>
        <source>line %1: no start position is given; the standard one is assumed</source>
        <translation>línea %1: no se indica la posición inicial; se supone la estándar</translation>
    </message>
    <message>
        <source>the start position is not valid: %1</source>
        <translation>la posición inicial no es válida: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA move (like +7776FU)</source>
        <translation>&apos;%1&apos; no es una jugada CSA (como +7776FU)</translation>
    </message>
    <message>
        <source>%1 is Black&apos;s move, but White is to move</source>
        <translation>%1 es una jugada de las negras, pero mueven las blancas</translation>
    </message>
    <message>
        <source>%1 is White&apos;s move, but Black is to move</source>
        <translation>%1 es una jugada de las blancas, pero mueven las negras</translation>
    </message>
    <message>
        <source>%1 cannot be dropped</source>
        <translation>%1 no se puede lanzar</translation>
    </message>
    <message>
        <source>the mover has no piece on %1</source>
        <translation>el bando que mueve no tiene pieza en %1</translation>
    </message>
    <message>
        <source>the piece on %1 is %2, which cannot become %3</source>
        <translation>la pieza en %1 es %2, que no puede convertirse en %3</translation>
    </message>
    <message>
        <source>line %1: unknown ending &apos;%2&apos; is ignored</source>
        <translation>línea %1: se ignora el final desconocido &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA time (like T12)</source>
        <translation>&apos;%1&apos; no es un tiempo CSA (como T12)</translation>
    </message>
    <message>
        <source>a time before any move</source>
        <translation>un tiempo antes de cualquier jugada</translation>
    </message>
    <message>
        <source>no CSA game found</source>
        <translation>no se ha encontrado ninguna partida CSA</translation>
    </message>
    <message>
        <source>the file holds %1 games; there is no game %2</source>
        <translation>el archivo contiene %1 partidas; no hay partida %2</translation>
    </message>
    <message>
        <source>the file holds %1 games; the first is read</source>
        <translation>el archivo contiene %1 partidas; se lee la primera</translation>
    </message>
</context>
<context>
    <name>DiagramPainter</name>
    <message>
        <source>%1 in hand: %2</source>
        <extracomment>A side&apos;s pieces in hand under a printed diagram: %1 the side (&quot;▲先手&quot;), %2 the pieces (&quot;飛 歩三&quot;).</extracomment>
        <translation>%1 en mano: %2</translation>
    </message>
    <message>
        <source>none</source>
        <comment>pieces in hand</comment>
        <translation>ninguna</translation>
    </message>
</context>
<context>
    <name>DiagramSheet</name>
    <message>
        <source>%1. %2 — %3 to move</source>
        <extracomment>On a sheet of diagrams: %1 the diagram&apos;s number, %2 the move it follows (&quot;Move 24: ☗７六歩&quot;), %3 the side to move.</extracomment>
        <translation>%1. %2 — juegan %3</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
</context>
<context>
    <name>DiagramSheetDialog</name>
    <message>
        <source>Diagram Sheet</source>
        <translation>Hoja de diagramas</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Quitar todas</translation>
    </message>
    <message>
        <source>Every</source>
        <translation>Cada</translation>
    </message>
    <message>
        <source>moves</source>
        <extracomment>After &quot;Every [N]&quot;: every Nth move.</extracomment>
        <translation>jugadas</translation>
    </message>
    <message>
        <source>The positions to print, %1 to a page:</source>
        <translation>Las posiciones que imprimir, %1 por página:</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Empty Board (Kings Only)</source>
        <translation>Tablero vacío (solo reyes)</translation>
    </message>
    <message>
        <source>Rest of the Set to White&apos;s Hand</source>
        <translation>Resto de piezas a la mano de las Blancas</translation>
    </message>
    <message>
        <source>For a mate problem (tsume): White holds every piece not on the board or in Black&apos;s hand.</source>
        <translation>Para un problema de mate (tsume): las Blancas tienen en mano todas las piezas que no están en el tablero ni en mano de las Negras.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Juegan:</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Mate problem (tsume): Black needs no king</source>
        <translation>Problema de mate (tsume): las Negras no necesitan rey</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Position Check</source>
        <translation>Comprobación de la posición</translation>
    </message>
    <message>
        <source>Drag pieces between squares and komadai, or off the board to remove them; take new ones from the boxes beside the komadai (a click picks one to place with clicks). Right-click or Space turns a piece over, Shift+right-click or C changes its side, Delete removes it. The wheel, + and − change a count on a komadai.</source>
        <translation>Arrastra las piezas entre casillas y komadai, o fuera del tablero para quitarlas; toma piezas nuevas de las cajas junto a los komadai (un clic elige una para colocarla con clics). Clic derecho o Espacio da la vuelta a una pieza, Mayús+clic derecho o C cambia su bando, Supr la quita. La rueda, + y − cambian una cantidad en un komadai.</translation>
    </message>
    <message>
        <source>Copy SFEN</source>
        <translation>Copiar SFEN</translation>
    </message>
    <message>
        <source>Save as Record…</source>
        <translation>Guardar como registro…</translation>
    </message>
    <message>
        <source>Play from Here…</source>
        <translation>Jugar desde aquí…</translation>
    </message>
    <message>
        <source>Analyse from Here</source>
        <translation>Analizar desde aquí</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Leave the editor and go back to the game as it was.</source>
        <translation>Salir del editor y volver a la partida tal como estaba.</translation>
    </message>
    <message>
        <source>A mate problem that can be played and analysed.</source>
        <translation>Un problema de mate que se puede jugar y analizar.</translation>
    </message>
    <message>
        <source>A position that can be played and analysed.</source>
        <translation>Una posición que se puede jugar y analizar.</translation>
    </message>
    <message>
        <source>This position could not stand in a game; it can be analysed, not played:</source>
        <translation>Esta posición no puede darse en una partida; se puede analizar, pero no jugar:</translation>
    </message>
</context>
<context>
    <name>EditorSession</name>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Preparar posición…</translation>
    </message>
    <message>
        <source>Set up a position on the board to play or analyse it</source>
        <translation>Prepara una posición en el tablero para jugarla o analizarla</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <source>Setting up a position. The game on the board is kept until you play or analyse the new one.</source>
        <translation>Preparando una posición. La partida del tablero se conserva hasta que juegues o analices la nueva.</translation>
    </message>
    <message>
        <source>This position cannot be played: it could not stand in a game.</source>
        <translation>Esta posición no se puede jugar: no puede darse en una partida.</translation>
    </message>
    <message>
        <source>This position could not stand in a game. It can be analysed, but not played.</source>
        <translation>Esta posición no puede darse en una partida. Se puede analizar, pero no jugar.</translation>
    </message>
    <message>
        <source>Keep Editing</source>
        <translation>Seguir editando</translation>
    </message>
    <message>
        <source>Analyse Anyway</source>
        <translation>Analizar de todos modos</translation>
    </message>
    <message>
        <source>Position copied as SFEN.</source>
        <translation>Posición copiada como SFEN.</translation>
    </message>
    <message>
        <source>Leave the editor and discard the position you set up?</source>
        <translation>¿Salir del editor y descartar la posición que has preparado?</translation>
    </message>
    <message>
        <source>Discard Position</source>
        <translation>Descartar posición</translation>
    </message>
</context>
<context>
    <name>EngineCatalog</name>
    <message>
        <source>There is no engine program at %1.</source>
        <translation>No hay ningún programa de motor en %1.</translation>
    </message>
</context>
<context>
    <name>EngineColumn</name>
    <message>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodos</translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation>%1 nps</translation>
    </message>
    <message>
        <source>Right-click: play this line as a variation, or write it into the comment</source>
        <translation>Clic derecho: jugar esta línea como variante, o escribirla en el comentario</translation>
    </message>
    <message>
        <source>Play this line as a variation</source>
        <translation>Jugar esta línea como variante</translation>
    </message>
    <message>
        <source>Write this line into the comment</source>
        <translation>Escribir esta línea en el comentario</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>This engine goes on analysing the position shown</source>
        <translation>Este motor sigue analizando la posición mostrada</translation>
    </message>
    <message>
        <source>This engine stops; the others go on</source>
        <translation>Este motor se detiene; los demás siguen</translation>
    </message>
    <message>
        <source>Remove this engine from the analysis</source>
        <translation>Quitar este motor del análisis</translation>
    </message>
    <message>
        <source>The engine of this column; its arrows on the board have the colour beside it</source>
        <translation>El motor de esta columna; sus flechas en el tablero tienen el color de al lado</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Complete: the time for this position is up</source>
        <translation>Completo: se acabó el tiempo para esta posición</translation>
    </message>
</context>
<context>
    <name>EngineLogDock</name>
    <message>
        <source>Engine Log</source>
        <translation>Registro de motores</translation>
    </message>
</context>
<context>
    <name>EngineLogView</name>
    <message>
        <source>No engine has run in this window yet.</source>
        <translation>Aún no se ha ejecutado ningún motor en esta ventana.</translation>
    </message>
    <message>
        <source>— started again at %1 —</source>
        <translation>— reiniciado a las %1 —</translation>
    </message>
</context>
<context>
    <name>EngineManagerDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplicar</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programa:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumentos:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Tableros:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>%1 (built-in)</source>
        <translation>%1 (integrado)</translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation>aún sin leer</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1, de %2</translation>
    </message>
    <message>
        <source>Add a USI Engine</source>
        <translation>Añadir un motor USI</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Starting %1 to read its name and options…</source>
        <translation>Iniciando %1 para leer su nombre y sus opciones…</translation>
    </message>
    <message>
        <source>%1 could not be added as a USI engine.</source>
        <translation>No se pudo añadir %1 como motor USI.</translation>
    </message>
    <message>
        <source>Its last output:</source>
        <translation>Lo último que escribió:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Remove Engine</source>
        <translation>Quitar motor</translation>
    </message>
    <message>
        <source>Remove “%1” from the engines? The program itself stays installed.</source>
        <translation>¿Quitar «%1» de los motores? El programa sigue instalado.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
</context>
<context>
    <name>EnginePlayer</name>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (nivel %2)</translation>
    </message>
    <message>
        <source>Engine %1 cannot play on this board.</source>
        <translation>El motor %1 no puede jugar en este tablero.</translation>
    </message>
    <message>
        <source>Engine %1 answered “%2”, which is not a move.</source>
        <translation>El motor %1 respondió «%2», que no es una jugada.</translation>
    </message>
    <message>
        <source>Its last output:</source>
        <translation>Su última salida:</translation>
    </message>
</context>
<context>
    <name>EngineProcess</name>
    <message>
        <source>it crashed (signal %1)</source>
        <translation>se bloqueó (señal %1)</translation>
    </message>
    <message>
        <source>it exited with code %1</source>
        <translation>salió con el código %1</translation>
    </message>
    <message>
        <source>it could not be run: %1</source>
        <translation>no se pudo ejecutar: %1</translation>
    </message>
    <message>
        <source>%1 is not an executable program</source>
        <translation>%1 no es un programa ejecutable</translation>
    </message>
    <message>
        <source>there is no program %1</source>
        <translation>no existe el programa %1</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <source>Evaluation: %1 (Black&apos;s win rate %2)</source>
        <translation>Evaluación: %1 (victoria de las Negras: %2)</translation>
    </message>
    <message>
        <source>No evaluation for this position</source>
        <translation>No hay evaluación para esta posición</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>Black %1</source>
        <translation>Negras %1</translation>
    </message>
    <message>
        <source>White %1</source>
        <translation>Blancas %1</translation>
    </message>
    <message>
        <source>No evaluations in this record</source>
        <translation>Esta partida no tiene evaluaciones</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Jugada %1</translation>
    </message>
    <message>
        <source>Search too shallow to judge (depth %1)</source>
        <translation>Búsqueda demasiado corta para juzgar (profundidad %1)</translation>
    </message>
    <message>
        <source>Show Win Rate</source>
        <translation>Mostrar porcentaje de victoria</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) without an evaluation</source>
        <translation>
            <numerusform>%n posición sin evaluación</numerusform>
            <numerusform>%n posiciones sin evaluación</numerusform>
        </translation>
    </message>
    <message>
        <source>no evaluation in the record</source>
        <translation>sin evaluación en la partida</translation>
    </message>
</context>
<context>
    <name>EvalText</name>
    <message>
        <source>Black mates</source>
        <translation>Las Negras dan mate</translation>
    </message>
    <message>
        <source>White mates</source>
        <translation>Las Blancas dan mate</translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>Las Negras dan mate en %n jugada</numerusform>
            <numerusform>Las Negras dan mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White mates in %n</source>
        <translation>
            <numerusform>Las Blancas dan mate en %n jugada</numerusform>
            <numerusform>Las Blancas dan mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Marks by the win rate a move gives away: ?! from %1, ? from %2, ?? from %3 points; searches shallower than depth %4 are not judged.</source>
        <translation>Marcas según el porcentaje de victoria que pierde una jugada: ?! desde %1, ? desde %2, ?? desde %3 puntos; las búsquedas de profundidad menor que %4 no se juzgan.</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Export Position as &amp;PNG…</source>
        <translation>Exportar posición como &amp;PNG…</translation>
    </message>
    <message>
        <source>Export Position as S&amp;VG…</source>
        <translation>Exportar posición como S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>&amp;Pegar partida</translation>
    </message>
    <message>
        <source>Copy Position as &amp;SFEN</source>
        <translation>Copiar posición como &amp;SFEN</translation>
    </message>
    <message>
        <source>Copy Game as &amp;KIF</source>
        <translation>Copiar partida como &amp;KIF</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>Partida pegada</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>%1[*] – Shogiban</source>
        <translation>%1[*] – Shogiban</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it first?</source>
        <translation>La partida en curso no se ha guardado. ¿Guardarla antes?</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>«%1» tiene cambios sin guardar. ¿Guardarlos antes?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Discard Changes</source>
        <translation>Descartar cambios</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partida en curso</translation>
    </message>
    <message>
        <source>The game in progress has not ended. Abandon it?</source>
        <translation>La partida en curso no ha terminado. ¿Abandonarla?</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Abandonar la partida</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Abrir registro de partida</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>No se pudo abrir «%1».</translation>
    </message>
    <message>
        <source>Choose a Game</source>
        <translation>Elegir una partida</translation>
    </message>
    <message>
        <source>“%1” holds %2 games. Which one do you want to see?</source>
        <translation>«%1» contiene %2 partidas. ¿Cuál quieres ver?</translation>
    </message>
    <message>
        <source>There is nothing to paste.</source>
        <translation>No hay nada que pegar.</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>El portapapeles no contiene texto.</translation>
    </message>
    <message>
        <source>The clipboard holds no game record that can be read.</source>
        <translation>El portapapeles no contiene ningún registro de partida legible.</translation>
    </message>
    <message>
        <source>Copy a game as KIF, KI2, CSA, JKF, SFEN, USI or PSN text. %1</source>
        <translation>Copia una partida como texto KIF, KI2, CSA, JKF, SFEN, USI o PSN. %1</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>Se abrió «%1».</translation>
    </message>
    <message>
        <source>Opened “%1” with warnings: %2</source>
        <translation>Se abrió «%1» con avisos: %2</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>Guardar registro de partida</translation>
    </message>
    <message>
        <source>Could not save “%1”.</source>
        <translation>No se pudo guardar «%1».</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>Se guardó «%1».</translation>
    </message>
    <message>
        <source>Saved “%1”. That format does not hold every variation and comment of this record; KIF and JKF keep them all.</source>
        <translation>Se guardó «%1». Ese formato no conserva todas las variantes y comentarios de este registro; KIF y JKF los conservan todos.</translation>
    </message>
    <message>
        <source>Position copied as SFEN.</source>
        <translation>Posición copiada como SFEN.</translation>
    </message>
    <message>
        <source>Game copied as KIF.</source>
        <translation>Partida copiada como KIF.</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 píxeles</translation>
    </message>
    <message>
        <source>Export Position as PNG</source>
        <translation>Exportar posición como PNG</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>Tamaño de la imagen:</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posicion</translation>
    </message>
    <message>
        <source>Could not export “%1”.</source>
        <translation>No se pudo exportar «%1».</translation>
    </message>
    <message>
        <source>Position exported to “%1”.</source>
        <translation>Posición exportada a «%1».</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Imágenes SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Position as SVG</source>
        <translation>Exportar posición como SVG</translation>
    </message>
    <message>
        <source>“%1” was not opened; the game on the board is kept.</source>
        <translation>«%1» no se ha abierto; se conserva la partida del tablero.</translation>
    </message>
    <message>
        <source>The pasted game was not opened; the game on the board is kept.</source>
        <translation>La partida pegada no se ha abierto; se conserva la partida del tablero.</translation>
    </message>
    <message>
        <source>This game has not been saved. Save it first?</source>
        <translation>Esta partida no se ha guardado. ¿Guardarla antes?</translation>
    </message>
    <message>
        <source>The pasted game has changes that are not saved. Save them first?</source>
        <translation>La partida pegada tiene cambios sin guardar. ¿Guardarlos antes?</translation>
    </message>
    <message>
        <source>Shogiban</source>
        <translation>Shogiban</translation>
    </message>
    <message>
        <source>Could not save “%1” in Shift_JIS.</source>
        <translation>No se pudo guardar «%1» en Shift_JIS.</translation>
    </message>
    <message>
        <source>Save as UTF-8 .%1</source>
        <translation>Guardar como .%1 en UTF-8</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Posición preparada</translation>
    </message>
    <message>
        <source>The position you set up has not been saved. Save it first?</source>
        <translation>La posición que has preparado no se ha guardado. ¿Guardarla antes?</translation>
    </message>
    <message>
        <source>The position was not opened; the game on the board is kept.</source>
        <translation>La posición no se ha abierto; se conserva la partida del tablero.</translation>
    </message>
    <message>
        <source>The position you set up is ready to analyse.</source>
        <translation>La posición que has preparado está lista para analizarla.</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
</context>
<context>
    <name>GameAnalysis</name>
    <message>
        <source>Engine %1 answered with no move: it cannot analyse this game.</source>
        <translation>El motor %1 respondió sin ninguna jugada: no puede analizar esta partida.</translation>
    </message>
    <message>
        <source>Engine %1 answered “%2”, which is not a legal move in the position: it cannot analyse this game.</source>
        <translation>El motor %1 respondió «%2», que no es una jugada legal en la posición: no puede analizar esta partida.</translation>
    </message>
    <message>
        <source>Engine %1 sent a line beginning with “%2”, which is not a legal move in the position: it cannot analyse this game.</source>
        <translation>El motor %1 envió una línea que empieza por «%2», que no es una jugada legal en la posición: no puede analizar esta partida.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The last output of %1:</source>
        <translation>Última salida de %1:</translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation>La partida se detuvo.</translation>
    </message>
    <message>
        <source>%1 stopped working: %2 wins.</source>
        <translation>%1 ha dejado de funcionar: victoria de %2.</translation>
    </message>
</context>
<context>
    <name>HeadersDialog</name>
    <message>
        <source>Game Information</source>
        <translation>Información de la partida</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Torneo:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Lugar:</translation>
    </message>
    <message>
        <source>Started:</source>
        <translation>Inicio:</translation>
    </message>
    <message>
        <source>Ended:</source>
        <translation>Final:</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Control de tiempo:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Apertura:</translation>
    </message>
    <message>
        <source>Custom start position</source>
        <translation>Posición inicial personalizada</translation>
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
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Cancel &amp;Hint</source>
        <translation>Cancelar la &amp;pista</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Suggest a move for the side to play, with the reason (H)</source>
        <translation>Sugiere una jugada para el bando que mueve, con el motivo (H)</translation>
    </message>
    <message>
        <source>Hint cancelled.</source>
        <translation>Pista cancelada.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>the pawn</source>
        <translation>el peón</translation>
    </message>
    <message>
        <source>the lance</source>
        <translation>el lancero</translation>
    </message>
    <message>
        <source>the knight</source>
        <translation>el caballo</translation>
    </message>
    <message>
        <source>the silver</source>
        <translation>la plata</translation>
    </message>
    <message>
        <source>the gold</source>
        <translation>el oro</translation>
    </message>
    <message>
        <source>the bishop</source>
        <translation>el alfil</translation>
    </message>
    <message>
        <source>the rook</source>
        <translation>la torre</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>el rey</translation>
    </message>
    <message>
        <source>the tokin</source>
        <translation>el tokin</translation>
    </message>
    <message>
        <source>the promoted lance</source>
        <translation>el lancero promovido</translation>
    </message>
    <message>
        <source>the promoted knight</source>
        <translation>el caballo promovido</translation>
    </message>
    <message>
        <source>the promoted silver</source>
        <translation>la plata promovida</translation>
    </message>
    <message>
        <source>the horse</source>
        <translation>el caballo dragón</translation>
    </message>
    <message>
        <source>the dragon</source>
        <translation>el dragón</translation>
    </message>
    <message>
        <source>Hint: declare impasse (jishogi) now: the count wins the game.</source>
        <translation>Pista: declara jishogi (punto muerto) ahora: el recuento gana la partida.</translation>
    </message>
    <message>
        <source>No move to suggest: the game is lost.</source>
        <translation>No hay jugada que sugerir: la partida está perdida.</translation>
    </message>
    <message>
        <source>It mates.</source>
        <translation>Da mate.</translation>
    </message>
    <message>
        <source>It mates in %1 moves.</source>
        <translation>Da mate en %1 jugadas.</translation>
    </message>
    <message>
        <source>Every move loses now; this one holds out longest.</source>
        <translation>Ahora toda jugada pierde; esta resiste más.</translation>
    </message>
    <message>
        <source>It takes %1.</source>
        <translation>Captura %1.</translation>
    </message>
    <message>
        <source>It takes %1, which nothing defends.</source>
        <translation>Captura %1, que nada defiende.</translation>
    </message>
    <message>
        <source>It takes %1 and wins the exchange.</source>
        <translation>Captura %1 y gana el intercambio.</translation>
    </message>
    <message>
        <source>It moves %1 out of danger.</source>
        <translation>Pone %1 fuera de peligro.</translation>
    </message>
    <message>
        <source>It gives check.</source>
        <translation>Da jaque.</translation>
    </message>
    <message>
        <source>It promotes.</source>
        <translation>Promueve.</translation>
    </message>
    <message>
        <source>A quiet move: the engine&apos;s choice after a short search.</source>
        <translation>Una jugada tranquila: la elección del motor tras una búsqueda breve.</translation>
    </message>
    <message>
        <source>Still under attack: %1 on %2.</source>
        <translation>Sigue bajo ataque: %1 en %2.</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>Pista: %1. %2</translation>
    </message>
</context>
<context>
    <name>ImpasseCard</name>
    <message>
        <source>%1/%2 pts</source>
        <translation>%1/%2 ptos</translation>
    </message>
    <message>
        <source>27-point rule</source>
        <translation>regla de 27 puntos</translation>
    </message>
    <message>
        <source>24-point rule</source>
        <translation>regla de 24 puntos</translation>
    </message>
    <message numerus="yes">
        <source>Impasse (jishogi), %1: %2 has %n point(s), %3 needed.</source>
        <translation>
            <numerusform>Jishogi (punto muerto), %1: %2 tiene %n punto, necesita %3.</numerusform>
            <numerusform>Jishogi (punto muerto), %1: %2 tiene %n puntos, necesita %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>A declaration is made on one&apos;s own turn.</source>
        <translation>Solo se declara en el propio turno.</translation>
    </message>
    <message>
        <source>Declaring now would win the game.</source>
        <translation>Declarar ahora ganaría la partida.</translation>
    </message>
    <message>
        <source>Declaring now would end the game in a draw.</source>
        <translation>Declarar ahora terminaría la partida en tablas.</translation>
    </message>
    <message>
        <source>Declaring now would not qualify.</source>
        <translation>Declarar ahora no cumpliría las condiciones.</translation>
    </message>
</context>
<context>
    <name>JapaneseMove</name>
    <message>
        <source>同 (same square) with no previous move</source>
        <translation>同 (misma casilla) sin jugada anterior</translation>
    </message>
    <message>
        <source>同 names a square the previous move did not go to</source>
        <translation>同 nombra una casilla a la que no fue la jugada anterior</translation>
    </message>
    <message>
        <source>no piece of the side to move on %1</source>
        <translation>el bando que mueve no tiene pieza en %1</translation>
    </message>
    <message>
        <source>the piece on %1 is %2, not %3</source>
        <translation>la pieza en %1 es %2, no %3</translation>
    </message>
    <message>
        <source>a promoted piece cannot be dropped</source>
        <translation>una pieza promocionada no se puede lanzar</translation>
    </message>
    <message>
        <source>cannot be played: %1</source>
        <translation>no se puede jugar: %1</translation>
    </message>
    <message>
        <source>ambiguous: %1 pieces could make %2</source>
        <translation>ambigua: %1 piezas podrían hacer %2</translation>
    </message>
    <message>
        <source>no piece can make %1</source>
        <translation>ninguna pieza puede hacer %1</translation>
    </message>
</context>
<context>
    <name>JkfReader</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON no válido: %1</translation>
    </message>
    <message>
        <source>a JKF record is a JSON object</source>
        <translation>un registro JKF es un objeto JSON</translation>
    </message>
    <message>
        <source>header: not an object</source>
        <translation>header: no es un objeto</translation>
    </message>
    <message>
        <source>moves: missing or not an array</source>
        <translation>moves: falta o no es un array</translation>
    </message>
    <message>
        <source>header.%1: not a string</source>
        <translation>header.%1: no es una cadena</translation>
    </message>
    <message>
        <source>initial: not an object</source>
        <translation>initial: no es un objeto</translation>
    </message>
    <message>
        <source>initial.preset: unknown preset &apos;%1&apos;</source>
        <translation>initial.preset: preajuste desconocido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>initial.data: a custom start needs color, a 9x9 board and two hands</source>
        <translation>initial.data: una posición inicial propia necesita color, un tablero de 9x9 y dos manos</translation>
    </message>
    <message>
        <source>initial.data.board[%1]: not 9 squares</source>
        <translation>initial.data.board[%1]: no son 9 casillas</translation>
    </message>
    <message>
        <source>initial.data.board[%1][%2]: not a piece</source>
        <translation>initial.data.board[%1][%2]: no es una pieza</translation>
    </message>
    <message>
        <source>initial.data.hands[%1].%2: not a count of a hand piece</source>
        <translation>initial.data.hands[%1].%2: no es una cantidad de pieza en mano</translation>
    </message>
    <message>
        <source>initial.data.color: must be 0 (Black) or 1 (White)</source>
        <translation>initial.data.color: debe ser 0 (negras) o 1 (blancas)</translation>
    </message>
    <message>
        <source>initial.data: not a valid position: %1</source>
        <translation>initial.data: no es una posición válida: %1</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1: no es un objeto</translation>
    </message>
    <message>
        <source>%1: the first entry stands for the start position and holds no move</source>
        <translation>%1: la primera entrada representa la posición inicial y no contiene jugada</translation>
    </message>
    <message>
        <source>%1: not an array of moves</source>
        <translation>%1: no es un array de jugadas</translation>
    </message>
    <message>
        <source>%1.forks: not an array</source>
        <translation>%1.forks: no es un array</translation>
    </message>
    <message>
        <source>%1: unknown special &apos;%2&apos; is ignored</source>
        <translation>%1: se ignora el special desconocido &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: an entry needs a move or a special</source>
        <translation>%1: una entrada necesita move o special</translation>
    </message>
    <message>
        <source>%1.comments: not an array</source>
        <translation>%1.comments: no es un array</translation>
    </message>
    <message>
        <source>%1.comments: not a list of strings</source>
        <translation>%1.comments: no es una lista de cadenas</translation>
    </message>
    <message>
        <source>%1.now: not a time like {&quot;m&quot;:1,&quot;s&quot;:5}</source>
        <translation>%1.now: no es un tiempo como {&quot;m&quot;:1,&quot;s&quot;:5}</translation>
    </message>
    <message>
        <source>%1.total: not a time like {&quot;h&quot;:0,&quot;m&quot;:1,&quot;s&quot;:5}</source>
        <translation>%1.total: no es un tiempo como {&quot;h&quot;:0,&quot;m&quot;:1,&quot;s&quot;:5}</translation>
    </message>
    <message>
        <source>%1.color: must be 0 (Black) or 1 (White)</source>
        <translation>%1.color: debe ser 0 (negras) o 1 (blancas)</translation>
    </message>
    <message>
        <source>%1: a move of Black&apos;s, but White is to move</source>
        <translation>%1: una jugada de las negras, pero mueven las blancas</translation>
    </message>
    <message>
        <source>%1: a move of White&apos;s, but Black is to move</source>
        <translation>%1: una jugada de las blancas, pero mueven las negras</translation>
    </message>
    <message>
        <source>%1.to: missing or not a square {&quot;x&quot;:1-9,&quot;y&quot;:1-9}</source>
        <translation>%1.to: falta o no es una casilla {&quot;x&quot;:1-9,&quot;y&quot;:1-9}</translation>
    </message>
    <message>
        <source>%1.piece: &apos;%2&apos; is not a piece (FU, KY, ... RY)</source>
        <translation>%1.piece: &apos;%2&apos; no es una pieza (FU, KY, ... RY)</translation>
    </message>
    <message>
        <source>%1.from: not a square {&quot;x&quot;:1-9,&quot;y&quot;:1-9}</source>
        <translation>%1.from: no es una casilla {&quot;x&quot;:1-9,&quot;y&quot;:1-9}</translation>
    </message>
    <message>
        <source>the mover has no piece on %1%2</source>
        <translation>el bando que mueve no tiene pieza en %1%2</translation>
    </message>
    <message>
        <source>the piece on %1%2 is %3, not %4</source>
        <translation>la pieza en %1%2 es %3, no %4</translation>
    </message>
    <message>
        <source>%1.relative: &apos;%2&apos; is not one of L C R U M D H</source>
        <translation>%1.relative: &apos;%2&apos; no es ninguno de L C R U M D H</translation>
    </message>
</context>
<context>
    <name>Ki2Reader</name>
    <message>
        <source>line %1: ending not understood: %2</source>
        <translation>línea %1: final no entendido: %2</translation>
    </message>
    <message>
        <source>line %1: a second ending ignored: %2</source>
        <translation>línea %1: se ignora un segundo final: %2</translation>
    </message>
    <message>
        <source>expected ▲ or △ at &apos;%1&apos;</source>
        <translation>se esperaba ▲ o △ en &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot read the move &apos;%1&apos;</source>
        <translation>no se puede leer la jugada &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1: %2 is marked for the side not to move</source>
        <translation>línea %1: %2 está marcada para el bando que no mueve</translation>
    </message>
    <message>
        <source>move %1 %2: %3</source>
        <translation>jugada %1 %2: %3</translation>
    </message>
</context>
<context>
    <name>KifCommon</name>
    <message>
        <source>&apos;%1&apos; is not a piece in hand</source>
        <translation>&apos;%1&apos; no es una pieza en mano</translation>
    </message>
    <message>
        <source>a board row must end with &apos;|&apos;</source>
        <translation>una fila del tablero debe terminar con &apos;|&apos;</translation>
    </message>
    <message>
        <source>a board row has %1 squares, expected %2</source>
        <translation>una fila del tablero tiene %1 casillas, se esperaban %2</translation>
    </message>
    <message>
        <source>the board has more than %1 rows</source>
        <translation>el tablero tiene más de %1 filas</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece</source>
        <translation>&apos;%1&apos; no es una pieza</translation>
    </message>
    <message>
        <source>the board has %1 rows, expected %2</source>
        <translation>el tablero tiene %1 filas, se esperaban %2</translation>
    </message>
    <message>
        <source>the board diagram: %1</source>
        <translation>el diagrama del tablero: %1</translation>
    </message>
    <message>
        <source>unknown 手合割 &apos;%1&apos; and no board diagram</source>
        <translation>手合割 &apos;%1&apos; desconocido y sin diagrama del tablero</translation>
    </message>
    <message>
        <source>move %1 comes after the ending (%2)</source>
        <translation>la jugada %1 viene después del final (%2)</translation>
    </message>
    <message>
        <source>move %1 comes after an illegal move; only an ending may follow one</source>
        <translation>la jugada %1 viene después de una jugada ilegal; solo un final puede seguirla</translation>
    </message>
    <message>
        <source>line %1: move %2 %3 is illegal (%4); kept as recorded</source>
        <translation>línea %1: la jugada %2 %3 es ilegal (%4); se conserva tal como se registró</translation>
    </message>
    <message>
        <source>a second ending (%1) after %2</source>
        <translation>un segundo final (%1) después de %2</translation>
    </message>
    <message>
        <source>変化：%1手 does not branch off any line read so far</source>
        <translation>変化：%1手 no se ramifica de ninguna de las líneas leídas hasta ahora</translation>
    </message>
    <message>
        <source>line %1 ignored: %2</source>
        <translation>línea %1 ignorada: %2</translation>
    </message>
</context>
<context>
    <name>KifReader</name>
    <message>
        <source>line %1: a second ending (%2) after %3 ignored</source>
        <translation>línea %1: se ignora un segundo final (%2) después de %3</translation>
    </message>
    <message>
        <source>line %1: move number %2 where %3 was expected; read in file order</source>
        <translation>línea %1: número de jugada %2 donde se esperaba %3; se lee en el orden del archivo</translation>
    </message>
    <message>
        <source>cannot read move %1 &apos;%2&apos;</source>
        <translation>no se puede leer la jugada %1 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>move %1 %2: %3</source>
        <translation>jugada %1 %2: %3</translation>
    </message>
</context>
<context>
    <name>LearnActions</name>
    <message>
        <source>Learn Shogi</source>
        <translation>Aprender shogi</translation>
    </message>
    <message>
        <source>New to shogi? The lessons teach you, step by step, from the moves of each piece to your first checkmate.</source>
        <translation>¿Eres nuevo en el shogi? Las lecciones te enseñan paso a paso, desde los movimientos de cada pieza hasta tu primer jaque mate.</translation>
    </message>
    <message>
        <source>Start the Lessons</source>
        <translation>Empezar las lecciones</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>You can open them at any time from Help → Learn Shogi.</source>
        <translation>Puedes abrirlas en cualquier momento desde Ayuda → Aprender shogi.</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>Apre&amp;nder</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lecciones…</translation>
    </message>
    <message>
        <source>&amp;Learn Shogi…</source>
        <translation>Aprender &amp;shogi…</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Not allowed: %1</source>
        <translation>No está permitido: %1</translation>
    </message>
    <message>
        <source>That move is allowed, but it is not the one asked for. Try again.</source>
        <translation>Esa jugada está permitida, pero no es la que se pide. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>That move gives no check. Try again.</source>
        <translation>Esa jugada no da jaque. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>That is not checkmate: the king still has a way out. Try again.</source>
        <translation>Eso no es jaque mate: el rey todavía tiene una salida. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Your king is safe, but not in the way asked for. Try again.</source>
        <translation>Tu rey está a salvo, pero no de la forma que se pide. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Drop a piece from your hand, beside the board. Try again.</source>
        <translation>Lanza una pieza de tu mano, junto al tablero. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>No moves left for this level. Try again.</source>
        <translation>No te quedan jugadas en este nivel. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Well done! Stage complete.</source>
        <translation>¡Muy bien! Etapa completada.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>¡Muy bien!</translation>
    </message>
    <message>
        <source>%1. %2
%3 of %4 stars</source>
        <translation>%1. %2
%3 de %4 estrellas</translation>
    </message>
    <message>
        <source>Level %1 of %2</source>
        <translation>Nivel %1 de %2</translation>
    </message>
    <message>
        <source>Learn Shogi</source>
        <translation>Aprender shogi</translation>
    </message>
    <message>
        <source>Start Again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Replay This Stage</source>
        <translation>Repetir esta etapa</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Piezas:</translation>
    </message>
    <message>
        <source>Beginner (moves drawn on the pieces)</source>
        <translation>Principiante (movimientos en las piezas)</translation>
    </message>
    <message>
        <source>Kanji</source>
        <translation>Kanji</translation>
    </message>
    <message>
        <source>Western</source>
        <translation>Occidental</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Rendirse</translation>
    </message>
    <message>
        <source>Declare &amp;Impasse (Jishogi)…</source>
        <translation>Declarar &amp;jishogi (punto muerto)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;About Shogiban</source>
        <translation>&amp;Acerca de Shogiban</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Move %1: %2 to play</source>
        <translation>Jugada %1: turno de %2</translation>
    </message>
    <message>
        <source>Reviewing the start position. Choose “Back to game” to play on.</source>
        <translation>Estás viendo la posición inicial. Elige «Volver a la partida» para seguir jugando.</translation>
    </message>
    <message>
        <source>Reviewing the position after move %1. Choose “Back to game” to play on.</source>
        <translation>Estás viendo la posición tras la jugada %1. Elige «Volver a la partida» para seguir jugando.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Jugada deshecha.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>Under tournament rules a declaration that does not qualify loses.</source>
        <translation>Con las reglas de torneo, una declaración que no cumple las condiciones pierde la partida.</translation>
    </message>
    <message>
        <source>In a friendly game it will be refused and the game goes on.</source>
        <translation>En una partida amistosa se rechazará y la partida seguirá.</translation>
    </message>
    <message>
        <source>Declare Impasse</source>
        <translation>Declarar jishogi</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Declarar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The impasse declaration does not qualify; the game goes on.</source>
        <translation>La declaración de jishogi no cumple las condiciones; la partida sigue.</translation>
    </message>
    <message>
        <source>About Shogiban</source>
        <translation>Acerca de Shogiban</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Registro</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegación</translation>
    </message>
    <message>
        <source>Illegal move: the record ends here</source>
        <translation>Jugada ilegal: el registro termina aquí</translation>
    </message>
    <message>
        <source>New variation at move %1; the main line is unchanged.</source>
        <translation>Nueva variante en la jugada %1; la línea principal no cambia.</translation>
    </message>
    <message>
        <source>Resign the game for %1? %2 wins it.</source>
        <translation>¿Abandonar la partida por %1? La victoria es para %2.</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Motores…</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Res&amp;ume Game</source>
        <translation>Re&amp;anudar partida</translation>
    </message>
    <message>
        <source>&amp;Pause Game</source>
        <translation>&amp;Pausar partida</translation>
    </message>
    <message>
        <source>S&amp;top Game</source>
        <translation>De&amp;tener partida</translation>
    </message>
    <message>
        <source>Play On Against Shogiban</source>
        <translation>Seguir jugando contra Shogiban</translation>
    </message>
    <message>
        <source>Make your first move to start the game, or choose New Game.</source>
        <translation>Haz tu primera jugada para empezar la partida, o elige Nueva partida.</translation>
    </message>
    <message>
        <source>Choose New Game to start the game.</source>
        <translation>Elige Nueva partida para empezar la partida.</translation>
    </message>
    <message>
        <source>Choose New Game to start the game: %1 moves first.</source>
        <translation>Elige Nueva partida para empezar la partida: %1 mueve primero.</translation>
    </message>
    <message>
        <source>Whole game: %1</source>
        <translation>Partida completa: %1</translation>
    </message>
    <message>
        <source>The puzzles from Shōgi Zukō (1755) and Shōgi Musō (1734) come from the public-domain records of the Open Tsume project (github.com/tokoroten/edo_era_tsume_shogi, CC0).</source>
        <translation>Los problemas de Shōgi Zukō (1755) y Shōgi Musō (1734) proceden de los registros de dominio público del proyecto Open Tsume (github.com/tokoroten/edo_era_tsume_shogi, CC0).</translation>
    </message>
    <message>
        <source>The game ended after move %1.</source>
        <translation>La partida terminó tras la jugada %1.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Repasar</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Shogiban %1
Shogi for the desktop: play a person or the computer, with handicaps and clocks; lessons and puzzles; games reviewed with an engine&apos;s analysis; four piece styles.</source>
        <translation>Shogiban %1
Shogi para el escritorio: juega contra una persona o contra el ordenador, con handicaps y relojes; lecciones y problemas; revisión de partidas con el análisis de un motor; cuatro estilos de piezas.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior.</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>%1 (illegal)</source>
        <translation>%1 (ilegal)</translation>
    </message>
    <message>
        <source>An illegal move, kept as the record has it: the line ends here.</source>
        <translation>Una jugada ilegal, conservada tal como figura en el registro: la línea termina aquí.</translation>
    </message>
    <message>
        <source>Alternatives exist at this move.</source>
        <translation>En esta jugada hay alternativas.</translation>
    </message>
    <message>
        <source>This move has a comment.</source>
        <translation>Esta jugada tiene un comentario.</translation>
    </message>
    <message>
        <source>Alternatives to move %1:</source>
        <translation>Alternativas a la jugada %1:</translation>
    </message>
    <message>
        <source>No alternatives to this move.</source>
        <translation>Esta jugada no tiene alternativas.</translation>
    </message>
    <message>
        <source>The mover&apos;s win rate fell by %1 points with this move.</source>
        <translation>Con esta jugada, el porcentaje de victoria de quien mueve bajó %1 puntos.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Decide who plays Black by furigoma (tossing five pawns)</source>
        <translation>Decidir quién lleva negras con furigoma (tirada de cinco peones)</translation>
    </message>
    <message>
        <source>Toss the pawns</source>
        <translation>Tirar los peones</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Friendly: an illegal move is refused and may be retried</source>
        <translation>Amistosa: una jugada ilegal se rechaza y se puede repetir</translation>
    </message>
    <message>
        <source>Tournament: an illegal move loses the game</source>
        <translation>Torneo: una jugada ilegal pierde la partida</translation>
    </message>
    <message>
        <source>27-point rule (declaration, as on 81Dojo)</source>
        <translation>Regla de 27 puntos (declaración, como en 81Dojo)</translation>
    </message>
    <message>
        <source>24-point rule (professional, a draw is possible)</source>
        <translation>Regla de 24 puntos (profesional, puede haber tablas)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Tablero:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Handicap:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Illegal moves:</source>
        <translation>Jugadas ilegales:</translation>
    </message>
    <message>
        <source>Impasse (jishogi):</source>
        <translation>Jishogi (punto muerto):</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Senior player (tosses the pawns):</source>
        <translation>Jugador de más rango (tira los peones):</translation>
    </message>
    <message>
        <source>Other player:</source>
        <translation>El otro jugador:</translation>
    </message>
    <message>
        <source>The senior player</source>
        <translation>El jugador de más rango</translation>
    </message>
    <message>
        <source>The other player</source>
        <translation>El otro jugador</translation>
    </message>
    <message>
        <source>%1 and %2 face up: %3 plays Black (sente) and moves first.</source>
        <translation>%1 y %2 boca arriba: %3 lleva negras (sente) y mueve primero.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n peón</numerusform>
            <numerusform>%n peones</numerusform>
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
        <translation>Si salen más peones que tokin, el jugador de más rango lleva negras.</translation>
    </message>
    <message>
        <source>The position set up in the editor</source>
        <translation>La posición preparada en el editor</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Inicio:</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Motores…</translation>
    </message>
</context>
<context>
    <name>OptionEditor</name>
    <message>
        <source>This engine has no options.</source>
        <translation>Este motor no tiene opciones.</translation>
    </message>
    <message>
        <source>Reset to Defaults</source>
        <translation>Restablecer valores predeterminados</translation>
    </message>
    <message>
        <source>A whole number from %1 to %2</source>
        <translation>Un número entero de %1 a %2</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Choose the File for %1</source>
        <translation>Elegir el archivo para %1</translation>
    </message>
    <message>
        <source>Sends “%1” to the engine now</source>
        <translation>Envía «%1» al motor ahora</translation>
    </message>
    <message>
        <source>Only while the engine runs</source>
        <translation>Solo mientras el motor está en marcha</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Shogiban (level %1)</source>
        <translation>Shogiban (nivel %1)</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tiempo por jugada:</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nombre (opcional)</translation>
    </message>
    <message>
        <source>1 is for someone who has just learned the moves; 10 is full strength.</source>
        <translation>1 es para quien acaba de aprender los movimientos; 10 es la máxima fuerza.</translation>
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
        <translation>Ordenador</translation>
    </message>
</context>
<context>
    <name>PlayerFactory</name>
    <message>
        <source>The engine chosen for this game is no longer in the engine list.</source>
        <translation>El motor elegido para esta partida ya no está en la lista de motores.</translation>
    </message>
    <message>
        <source>Engine %1 cannot play on this board.</source>
        <translation>El motor %1 no puede jugar en este tablero.</translation>
    </message>
</context>
<context>
    <name>PositionExport</name>
    <message>
        <source>Shogi position</source>
        <translation>Posición de shogi</translation>
    </message>
</context>
<context>
    <name>PositionIssueText</name>
    <message>
        <source>Black has no king.</source>
        <translation>Las Negras no tienen rey.</translation>
    </message>
    <message>
        <source>White has no king.</source>
        <translation>Las Blancas no tienen rey.</translation>
    </message>
    <message>
        <source>Black has %1 kings; each side has one.</source>
        <translation>Las Negras tienen %1 reyes; cada bando tiene uno.</translation>
    </message>
    <message>
        <source>White has %1 kings; each side has one.</source>
        <translation>Las Blancas tienen %1 reyes; cada bando tiene uno.</translation>
    </message>
    <message>
        <source>Black&apos;s pawn on %1 could never move.</source>
        <translation>El peón de las Negras en %1 no podría moverse nunca.</translation>
    </message>
    <message>
        <source>White&apos;s pawn on %1 could never move.</source>
        <translation>El peón de las Blancas en %1 no podría moverse nunca.</translation>
    </message>
    <message>
        <source>Black&apos;s lance on %1 could never move.</source>
        <translation>El lancero de las Negras en %1 no podría moverse nunca.</translation>
    </message>
    <message>
        <source>White&apos;s lance on %1 could never move.</source>
        <translation>El lancero de las Blancas en %1 no podría moverse nunca.</translation>
    </message>
    <message>
        <source>Black&apos;s knight on %1 could never move.</source>
        <translation>El caballo de las Negras en %1 no podría moverse nunca.</translation>
    </message>
    <message>
        <source>White&apos;s knight on %1 could never move.</source>
        <translation>El caballo de las Blancas en %1 no podría moverse nunca.</translation>
    </message>
    <message>
        <source>Nifu: Black has %1 unpromoted pawns on file %2.</source>
        <translation>Nifu: las Negras tienen %1 peones sin promocionar en la columna %2.</translation>
    </message>
    <message>
        <source>Nifu: White has %1 unpromoted pawns on file %2.</source>
        <translation>Nifu: las Blancas tienen %1 peones sin promocionar en la columna %2.</translation>
    </message>
    <message>
        <source>Too many pawns: %1, and the set has %2.</source>
        <translation>Demasiados peones: %1, y el juego de piezas tiene %2.</translation>
    </message>
    <message>
        <source>Too many lances: %1, and the set has %2.</source>
        <translation>Demasiados lanceros: %1, y el juego de piezas tiene %2.</translation>
    </message>
    <message>
        <source>Too many knights: %1, and the set has %2.</source>
        <translation>Demasiados caballos: %1, y el juego de piezas tiene %2.</translation>
    </message>
    <message>
        <source>Too many silvers: %1, and the set has %2.</source>
        <translation>Demasiadas platas: %1, y el juego de piezas tiene %2.</translation>
    </message>
    <message>
        <source>Too many golds: %1, and the set has %2.</source>
        <translation>Demasiados oros: %1, y el juego de piezas tiene %2.</translation>
    </message>
    <message>
        <source>Too many bishops: %1, and the set has %2.</source>
        <translation>Demasiados alfiles: %1, y el juego de piezas tiene %2.</translation>
    </message>
    <message>
        <source>Too many rooks: %1, and the set has %2.</source>
        <translation>Demasiadas torres: %1, y el juego de piezas tiene %2.</translation>
    </message>
    <message>
        <source>Black is in check with White to move: the king could be captured.</source>
        <translation>Las Negras están en jaque y juegan las Blancas: su rey podría ser capturado.</translation>
    </message>
    <message>
        <source>White is in check with Black to move: the king could be captured.</source>
        <translation>Las Blancas están en jaque y juegan las Negras: su rey podría ser capturado.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <source>Piece style:</source>
        <translation>Estilo de piezas:</translation>
    </message>
    <message>
        <source>Kanji (traditional)</source>
        <translation>Kanji (tradicional)</translation>
    </message>
    <message>
        <source>Western (pictograms and letters)</source>
        <translation>Occidental (pictogramas y letras)</translation>
    </message>
    <message>
        <source>Beginner (kanji with the moves drawn)</source>
        <translation>Principiante (kanji con sus movimientos dibujados)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Board look:</source>
        <translation>Aspecto del tablero:</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Liso</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Resaltados</translation>
    </message>
    <message>
        <source>Legal destinations of the selected piece</source>
        <translation>Casillas a las que puede ir la pieza seleccionada</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Última jugada</translation>
    </message>
    <message>
        <source>King in check</source>
        <translation>Rey en jaque</translation>
    </message>
    <message>
        <source>Threats: your attacked pieces that nothing defends</source>
        <translation>Amenazas: tus piezas atacadas que nada defiende</translation>
    </message>
    <message>
        <source>Moves and language</source>
        <translation>Jugadas e idioma</translation>
    </message>
    <message>
        <source>Move notation:</source>
        <translation>Notación:</translation>
    </message>
    <message>
        <source>Japanese (☗７六歩)</source>
        <translation>Japonesa (☗７六歩)</translation>
    </message>
    <message>
        <source>Western (P-7f)</source>
        <translation>Occidental (P-7f)</translation>
    </message>
    <message>
        <source>Promotion:</source>
        <translation>Promoción:</translation>
    </message>
    <message>
        <source>Ask when promotion is optional</source>
        <translation>Preguntar cuando la promoción es opcional</translation>
    </message>
    <message>
        <source>Always promote</source>
        <translation>Promocionar siempre</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>El del sistema</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Two-character kanji faces, as on most wooden sets</source>
        <translation>Kanji de dos caracteres, como en la mayoría de los juegos de madera</translation>
    </message>
    <message>
        <source>Western coordinates (ranks a–i instead of kanji numerals)</source>
        <translation>Coordenadas occidentales (filas a–i en vez de números kanji)</translation>
    </message>
    <message>
        <source>Sounds: moves, captures, checks, the last ten seconds, the end of a game</source>
        <translation>Sonidos: jugadas, capturas, jaques, los últimos diez segundos, el final de la partida</translation>
    </message>
    <message>
        <source>Turn the board to the person playing the computer</source>
        <translation>Girar el tablero hacia quien juega contra el ordenador</translation>
    </message>
    <message>
        <source>Write the computer&apos;s evaluation of each of its moves into the record</source>
        <translation>Escribir en el registro la evaluación del ordenador para cada una de sus jugadas</translation>
    </message>
    <message>
        <source>Show those evaluations during my games (otherwise when the game ends)</source>
        <translation>Mostrar esas evaluaciones durante mis partidas (si no, al terminar la partida)</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exportar como P&amp;DF…</translation>
    </message>
    <message>
        <source>Print Diagram S&amp;heet…</source>
        <translation>Imprimir &amp;hoja de diagramas…</translation>
    </message>
    <message>
        <source>Print Game Record</source>
        <translation>Imprimir registro de partida</translation>
    </message>
    <message>
        <source>Could not print.</source>
        <translation>No se pudo imprimir.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>No se pudo usar la impresora.</translation>
    </message>
    <message>
        <source>Export Game Record as PDF</source>
        <translation>Exportar registro de partida como PDF</translation>
    </message>
    <message>
        <source>Print Diagram Sheet</source>
        <translation>Imprimir hoja de diagramas</translation>
    </message>
    <message>
        <source>Export Diagram Sheet as PDF</source>
        <translation>Exportar hoja de diagramas como PDF</translation>
    </message>
    <message>
        <source>-diagrams</source>
        <extracomment>Added to the record&apos;s file name for a sheet of diagrams: game-diagrams.pdf.</extracomment>
        <translation>-diagramas</translation>
    </message>
    <message>
        <source>PDF on A4 paper (*.pdf)</source>
        <translation>PDF en papel A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF on Letter paper (*.pdf)</source>
        <translation>PDF en papel carta (*.pdf)</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>Could not export “%1”.</source>
        <translation>No se pudo exportar «%1».</translation>
    </message>
    <message>
        <source>Exported “%1”.</source>
        <translation>Exportado «%1».</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Export Diagram Shee&amp;t as PDF…</source>
        <translation>Exportar hoja de diagramas como PDF…</translation>
    </message>
    <message>
        <source>Print P&amp;uzzle Sheet…</source>
        <translation>Imprimir hoja de pro&amp;blemas…</translation>
    </message>
    <message>
        <source>Export Puzzle Sheet as PDF…</source>
        <translation>Exportar hoja de problemas como PDF…</translation>
    </message>
    <message>
        <source>Print Puzzle Sheet</source>
        <translation>Imprimir hoja de problemas</translation>
    </message>
    <message>
        <source>Export Puzzle Sheet as PDF</source>
        <extracomment>Added to the record&apos;s file name for a sheet of puzzles: game-puzzles.pdf.</extracomment>
        <translation>Exportar hoja de problemas como PDF</translation>
    </message>
    <message>
        <source>-puzzles</source>
        <translation>-problemas</translation>
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
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <extracomment>Under a printed diagram: the position after move %1, which was %2 (☗７六歩 or P-7f).</extracomment>
        <translation>Jugada %1: %2</translation>
    </message>
</context>
<context>
    <name>PsnReader</name>
    <message>
        <source>line %1: the file holds more than one game; the first is read</source>
        <translation>línea %1: el archivo contiene más de una partida; se lee la primera</translation>
    </message>
    <message>
        <source>a variation before any move</source>
        <translation>una variante antes de cualquier jugada</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; no cierra ninguna variante</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>&apos;%1&apos; inesperado</translation>
    </message>
    <message>
        <source>a variation is not closed: &apos;)&apos; is missing</source>
        <translation>una variante no está cerrada: falta &apos;)&apos;</translation>
    </message>
    <message>
        <source>a tag reads [Name &quot;value&quot;]</source>
        <translation>una etiqueta se escribe [Nombre &quot;valor&quot;]</translation>
    </message>
    <message>
        <source>the tag&apos;s value has no closing &apos;&quot;&apos;</source>
        <translation>el valor de la etiqueta no tiene &apos;&quot;&apos; de cierre</translation>
    </message>
    <message>
        <source>the tag has no closing &apos;]&apos;</source>
        <translation>la etiqueta no tiene &apos;]&apos; de cierre</translation>
    </message>
    <message>
        <source>unknown handicap &apos;%1&apos;</source>
        <translation>handicap desconocido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the start position is not a valid SFEN: %1</source>
        <translation>la posición inicial no es un SFEN válido: %1</translation>
    </message>
    <message>
        <source>a comment is not closed: &apos;}&apos; is missing</source>
        <translation>un comentario no está cerrado: falta &apos;}&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PSN move (like P-7f, Bx2b+, S-4c= or B*4e)</source>
        <translation>&apos;%1&apos; no es una jugada PSN (como P-7f, Bx2b+, S-4c= o B*4e)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: only an unpromoted piece from the hand can be dropped</source>
        <translation>&apos;%1&apos;: solo se puede lanzar una pieza en mano sin promocionar</translation>
    </message>
    <message>
        <source>&apos;%1&apos; could be %2 different moves; write the origin, like %3</source>
        <translation>&apos;%1&apos; podría ser %2 jugadas distintas; escribe el origen, como %3</translation>
    </message>
    <message>
        <source>no piece of that kind can go there</source>
        <translation>ninguna pieza de ese tipo puede ir allí</translation>
    </message>
</context>
<context>
    <name>PuzzleActions</name>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problemas…</translation>
    </message>
</context>
<context>
    <name>PuzzleSheet</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mate en %n jugada</numerusform>
            <numerusform>Mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Find the best move</source>
        <translation>Encuentre la mejor jugada</translation>
    </message>
    <message>
        <source>%1. %2 — %3 to move</source>
        <extracomment>On a sheet of puzzles: %1 the puzzle&apos;s number, %2 what it asks (&quot;Mate in 3&quot;), %3 the side to move.</extracomment>
        <translation>%1. %2 — juegan %3</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
</context>
<context>
    <name>PuzzleSheetDialog</name>
    <message>
        <source>Answers on a last page</source>
        <translation>Soluciones en una última página</translation>
    </message>
    <message>
        <source>Puzzle Sheet</source>
        <translation>Hoja de problemas</translation>
    </message>
    <message>
        <source> puzzles</source>
        <translation> problemas</translation>
    </message>
    <message>
        <source>Collection:</source>
        <translation>Colección:</translation>
    </message>
    <message>
        <source>From puzzle:</source>
        <translation>Desde el problema:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Cuántos:</translation>
    </message>
    <message>
        <source>%1, puzzles %2–%3</source>
        <extracomment>A puzzle sheet&apos;s title: %1 the collection, %2 and %3 the first and last problems&apos; numbers.</extracomment>
        <translation>%1, problemas %2–%3</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Checking your move…</source>
        <translation>Comprobando tu jugada…</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Siguiente problema</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Longitud:</translation>
    </message>
    <message>
        <source>Collection:</source>
        <translation>Colección:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Mate in 1</source>
        <translation>Mate en 1</translation>
    </message>
    <message>
        <source>Mate in 3</source>
        <translation>Mate en 3</translation>
    </message>
    <message>
        <source>Mate in 5 to 7</source>
        <translation>Mate en 5 a 7</translation>
    </message>
    <message>
        <source>Mate in 9 or more</source>
        <translation>Mate en 9 o más</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Siguiente jugada</translation>
    </message>
    <message>
        <source>All collections</source>
        <translation>Todas las colecciones</translation>
    </message>
    <message>
        <source>Real games</source>
        <translation>Partidas reales</translation>
    </message>
    <message>
        <source>Real games: next move</source>
        <translation>Partidas reales: siguiente jugada</translation>
    </message>
    <message>
        <source>Self-played games</source>
        <translation>Partidas del programa contra sí mismo</translation>
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
        <translation>De mis partidas</translation>
    </message>
    <message>
        <source>No puzzle</source>
        <translation>Ningún problema</translation>
    </message>
    <message>
        <source>No puzzle matches these filters.</source>
        <translation>Ningún problema cumple estos filtros.</translation>
    </message>
    <message>
        <source>Black (Sente)</source>
        <translation>Negras (sente)</translation>
    </message>
    <message>
        <source>White (Gote)</source>
        <translation>Blancas (gote)</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mate en %n jugada</numerusform>
            <numerusform>Mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Find the best move</source>
        <translation>Encuentra la mejor jugada</translation>
    </message>
    <message>
        <source>%1 to move. Mate the king; every one of your moves must give check. The replies come by themselves.</source>
        <translation>Juegan %1. Da jaque mate al rey; cada una de tus jugadas debe dar jaque. Las respuestas se juegan solas.</translation>
    </message>
    <message>
        <source>%1 to move. In this game a move here threw the advantage away: find the best one.</source>
        <translation>Juegan %1. En esta partida, una jugada aquí echó a perder la ventaja: encuentra la mejor.</translation>
    </message>
    <message>
        <source>Puzzle rating %1 (±%2) · solved %3 · failed %4 · streak %5 (best %6)</source>
        <translation>Puntuación de problemas %1 (±%2) · resueltos %3 · fallados %4 · racha %5 (mejor %6)</translation>
    </message>
    <message>
        <source>No hint here.</source>
        <translation>Aquí no hay pista.</translation>
    </message>
    <message>
        <source>Hint: drop a piece from your hand.</source>
        <translation>Pista: pon una pieza de tu mano.</translation>
    </message>
    <message>
        <source>Hint: move the marked piece.</source>
        <translation>Pista: mueve la pieza marcada.</translation>
    </message>
    <message>
        <source>Right. The defender answers.</source>
        <translation>Correcto. El defensor responde.</translation>
    </message>
    <message>
        <source>Right. Go on.</source>
        <translation>Correcto. Sigue.</translation>
    </message>
    <message>
        <source>Mate. Solved!</source>
        <translation>Jaque mate. ¡Resuelto!</translation>
    </message>
    <message>
        <source>Right. Solved!</source>
        <translation>Correcto. ¡Resuelto!</translation>
    </message>
    <message numerus="yes">
        <source>Your mate took %n plies; a shorter one exists (%1 plies).</source>
        <translation>
            <numerusform>Tu mate llevó %n jugada; hay uno más corto (%1 jugadas).</numerusform>
            <numerusform>Tu mate llevó %n jugadas; hay uno más corto (%1 jugadas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a check. In a tsume every move of the attacker must give check.</source>
        <translation>No es jaque. En un tsume cada jugada del atacante debe dar jaque.</translation>
    </message>
    <message>
        <source>Wrong: this reply (red arrow) escapes the mate.</source>
        <translation>Incorrecto: esta respuesta (flecha roja) escapa del mate.</translation>
    </message>
    <message>
        <source>Wrong: this reply (red arrow) punishes the move.</source>
        <translation>Incorrecto: esta respuesta (flecha roja) castiga la jugada.</translation>
    </message>
    <message>
        <source>Wrong.</source>
        <translation>Incorrecto.</translation>
    </message>
    <message>
        <source>Retry, or go on to the next puzzle.</source>
        <translation>Reinténtalo o pasa al siguiente problema.</translation>
    </message>
    <message>
        <source>That move could not be checked in time, so it was taken back. Try another, or the hint.</source>
        <translation>No se pudo comprobar esa jugada a tiempo, así que se ha deshecho. Prueba otra o la pista.</translation>
    </message>
</context>
<context>
    <name>PuzzlesFromGame</name>
    <message>
        <source>Make &amp;Puzzles from This Game</source>
        <translation>Crear &amp;problemas de esta partida</translation>
    </message>
    <message>
        <source>Make Puzzles from This Game</source>
        <translation>Crear problemas de esta partida</translation>
    </message>
    <message>
        <source>This game has no evaluations yet. Run Record → Analyse Whole Game first.</source>
        <translation>Esta partida aún no tiene evaluaciones. Ejecuta primero Registro → Analizar toda la partida.</translation>
    </message>
    <message>
        <source>No move in this game gave away 20 points of win rate or more: no puzzle.</source>
        <translation>Ninguna jugada de esta partida perdió 20 puntos o más de probabilidad de ganar: no hay problemas.</translation>
    </message>
    <message numerus="yes">
        <source>Looking at %n moves that lost the advantage…</source>
        <translation>
            <numerusform>Examinando %n jugada que perdió la ventaja…</numerusform>
            <numerusform>Examinando %n jugadas que perdieron la ventaja…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The puzzles could not be saved in %1.</source>
        <translation>No se pudieron guardar los problemas en %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) from this game, in the collection “From my games”. Solve them now?</source>
        <translation>
            <numerusform>%n problema nuevo de esta partida, en la colección «De mis partidas». ¿Resolverlo ahora?</numerusform>
            <numerusform>%n problemas nuevos de esta partida, en la colección «De mis partidas». ¿Resolverlos ahora?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadFailure</name>
    <message>
        <source>It is not a text file, so it is not a game record. Shogiban reads records written as KIF, KI2, CSA, JKF, SFEN, USI or PSN.</source>
        <translation>No es un archivo de texto, así que no es un registro de partida. Shogiban lee registros escritos en KIF, KI2, CSA, JKF, SFEN, USI o PSN.</translation>
    </message>
    <message>
        <source>It holds no game record: it is empty.</source>
        <translation>No contiene ningún registro de partida: está vacío.</translation>
    </message>
    <message>
        <source>It is not a game record: nothing in it reads as KIF, KI2, CSA, JKF, SFEN, USI or PSN. It begins “%1”.</source>
        <translation>No es un registro de partida: nada en él se lee como KIF, KI2, CSA, JKF, SFEN, USI o PSN. Empieza por «%1».</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
</context>
<context>
    <name>RecordCursor</name>
    <message>
        <source>%1 is illegal (%2), but its line goes on with %3</source>
        <translation>%1 es ilegal (%2), pero su línea continúa con %3</translation>
    </message>
    <message>
        <source>%1 cannot be played (%2), but its line goes on with %3</source>
        <translation>%1 no se puede jugar (%2), pero su línea continúa con %3</translation>
    </message>
    <message>
        <source>%1 comes after the end of the game</source>
        <translation>%1 viene después del final de la partida</translation>
    </message>
    <message>
        <source>%1 is illegal (%2); it is kept, flagged, as the last move of its line</source>
        <translation>%1 es ilegal (%2); se conserva, marcada, como última jugada de su línea</translation>
    </message>
    <message>
        <source>%1 cannot be played (%2); its line ends before it</source>
        <translation>%1 no se puede jugar (%2); su línea termina antes</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
</context>
<context>
    <name>RecordDownload</name>
    <message numerus="yes">
        <source>No complete answer within %n seconds.</source>
        <translation>
            <numerusform>Ninguna respuesta completa en %n segundo.</numerusform>
            <numerusform>Ninguna respuesta completa en %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not an http or https address.</source>
        <translation>«%1» no es una dirección http o https.</translation>
    </message>
    <message>
        <source>The answer is %1 MB, more than a game record (at most %2 MB).</source>
        <translation>La respuesta ocupa %1 MB, más que una partida (como mucho %2 MB).</translation>
    </message>
    <message>
        <source>The answer is larger than a game record (more than %1 MB).</source>
        <translation>La respuesta es mayor que una partida (más de %1 MB).</translation>
    </message>
    <message>
        <source>The server answered %1 %2.</source>
        <translation>El servidor respondió %1 %2.</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>Game records (*.kif *.kifu *.ki2 *.ki2u *.csa *.jkf *.json *.sfen *.usi *.psn)</source>
        <translation>Registros de partidas (*.kif *.kifu *.ki2 *.ki2u *.csa *.jkf *.json *.sfen *.usi *.psn)</translation>
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
        <translation>SFEN y USI (*.sfen *.usi)</translation>
    </message>
    <message>
        <source>PSN (*.psn)</source>
        <translation>PSN (*.psn)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>KIF, UTF-8 (*.kifu)</source>
        <translation>KIF, UTF-8 (*.kifu)</translation>
    </message>
    <message>
        <source>KIF, Shift_JIS for older programs (*.kif)</source>
        <translation>KIF, Shift_JIS para programas antiguos (*.kif)</translation>
    </message>
    <message>
        <source>KI2, UTF-8 (*.ki2u)</source>
        <translation>KI2, UTF-8 (*.ki2u)</translation>
    </message>
    <message>
        <source>KI2, Shift_JIS for older programs (*.ki2)</source>
        <translation>KI2, Shift_JIS para programas antiguos (*.ki2)</translation>
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
        <translation>Posición USI (*.usi)</translation>
    </message>
    <message>
        <source>Game %1 (unreadable)</source>
        <translation>Partida %1 (ilegible)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation>Partida %1: %2</translation>
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
        <translation>Shift_JIS no puede representar todos los caracteres de este registro (%1). Los programas actuales leen este archivo en UTF-8, con una primera línea que lo indica; los programas antiguos que solo leen Shift_JIS, no. «%2», en Guardar como, también es UTF-8.</translation>
    </message>
    <message>
        <source>The disk is full (%1). The file was not changed; make room, or save it on another disk.</source>
        <translation>El disco está lleno (%1). El archivo no se ha modificado; libere espacio o guárdelo en otro disco.</translation>
    </message>
</context>
<context>
    <name>RecordPrint</name>
    <message>
        <source>Could not write %1.</source>
        <translation>No se pudo escribir %1.</translation>
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
        <translation>formato de registro desconocido</translation>
    </message>
    <message>
        <source>not a game record in any known format</source>
        <translation>no es un registro de partida en ningún formato conocido</translation>
    </message>
    <message>
        <source>no moves, headers or position found</source>
        <translation>no se han encontrado jugadas, cabeceras ni posición</translation>
    </message>
    <message>
        <source>the text is %1, not %2 as the file name says</source>
        <translation>el texto es %1, no %2 como dice el nombre del archivo</translation>
    </message>
    <message>
        <source>some bytes are not valid %1 and were replaced</source>
        <translation>algunos bytes no son %1 válido y se han sustituido</translation>
    </message>
</context>
<context>
    <name>ResultMessage</name>
    <message>
        <source>Checkmate: %1 wins.</source>
        <translation>Jaque mate: victoria de %1.</translation>
    </message>
    <message>
        <source>%1 has no legal move: %2 wins.</source>
        <translation>Sin jugadas legales para %1: victoria de %2.</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <translation>Abandono de %1: victoria de %2.</translation>
    </message>
    <message>
        <source>Sennichite (the same position four times): the game is a draw.</source>
        <translation>Sennichite (la misma posición cuatro veces): la partida termina en tablas.</translation>
    </message>
    <message>
        <source>Sennichite by perpetual check: %1, who gave every check, loses; %2 wins.</source>
        <translation>Sennichite por jaque continuo: derrota de %1, que dio todos los jaques; victoria de %2.</translation>
    </message>
    <message>
        <source>Illegal move by %1 (%2): %3 wins.</source>
        <translation>Jugada ilegal de %1 (%2): victoria de %3.</translation>
    </message>
    <message>
        <source>%1 ran out of time: %2 wins.</source>
        <translation>Tiempo agotado para %1: victoria de %2.</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>La partida termina en tablas.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Victoria de %1.</translation>
    </message>
    <message>
        <source>Impasse (jishogi) declared by %1. %2 %3</source>
        <translation>Jishogi (punto muerto) declarado por %1. %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s).</source>
        <translation>
            <numerusform>%1: %n punto.</numerusform>
            <numerusform>%1: %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Declare impasse (jishogi) for %1?</source>
        <translation>¿Declarar jishogi (punto muerto) para %1?</translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %n point(s) under the %2.</source>
        <translation>
            <numerusform>Con la %2 hace falta %n punto para %1.</numerusform>
            <numerusform>Con la %2 hacen falta %n puntos para %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>27-point rule</source>
        <translation>regla de 27 puntos</translation>
    </message>
    <message>
        <source>King in the enemy camp: %1</source>
        <translation>Rey en el campo contrario: %1</translation>
    </message>
    <message>
        <source>Pieces in the enemy camp: %1 (10 needed)</source>
        <translation>Piezas en el campo contrario: %1 (hacen falta 10)</translation>
    </message>
    <message>
        <source>King in check: %1</source>
        <translation>Rey en jaque: %1</translation>
    </message>
    <message>
        <source>The declaration would win the game.</source>
        <translation>La declaración ganaría la partida.</translation>
    </message>
    <message>
        <source>The declaration would end the game in a draw.</source>
        <translation>La declaración terminaría la partida en tablas.</translation>
    </message>
    <message>
        <source>The declaration does not qualify.</source>
        <translation>La declaración no cumple las condiciones.</translation>
    </message>
    <message>
        <source>Pieces in hand and in the enemy camp count.</source>
        <translation>Cuentan las piezas en mano y las que están en el campo contrario.</translation>
    </message>
    <message>
        <source>Under the 24-point rule every piece counts, on the board or in hand, once both kings have entered the enemy camp: under 24 points loses; both at 24 or more, or both under, is a draw.</source>
        <translation>Con la regla de 24 puntos, una vez que ambos reyes han entrado en el campo contrario, cuentan todas las piezas, en el tablero o en mano: quien no llega a 24 puntos pierde; si ambos tienen 24 o más, o ninguno llega a 24, la partida es tablas.</translation>
    </message>
    <message>
        <source>King of %1 in the enemy camp: %2</source>
        <translation>Rey de %1 en el campo contrario: %2</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Posición inicial</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>Jugada &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>Jugada &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <translation>Úl&amp;tima jugada</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Volver a la partida</translation>
    </message>
    <message>
        <source>&amp;Promote to Main Line</source>
        <translation>Convertir en &amp;línea principal</translation>
    </message>
    <message>
        <source>&amp;Delete Variation…</source>
        <translation>&amp;Borrar variante…</translation>
    </message>
    <message>
        <source>Variation &amp;Tree…</source>
        <translation>Á&amp;rbol de variantes…</translation>
    </message>
    <message>
        <source>Game &amp;Information…</source>
        <translation>&amp;Información de la partida…</translation>
    </message>
    <message>
        <source>This line is now the main line.</source>
        <translation>Esta línea es ahora la línea principal.</translation>
    </message>
    <message>
        <source>Delete Variation</source>
        <translation>Borrar variante</translation>
    </message>
    <message>
        <source>Delete the variation that starts with move %1, %2, and every move after it?</source>
        <translation>¿Borrar la variante que empieza con la jugada %1, %2, y todas las jugadas que la siguen?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Variation deleted.</source>
        <translation>Variante borrada.</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Bad SFEN: %1</source>
        <translation>SFEN incorrecto: %1</translation>
    </message>
    <message>
        <source>Bad square “%1”: use USI coordinates such as 7g.</source>
        <translation>Casilla incorrecta «%1»: usa coordenadas USI, como 7g.</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>No se pudo escribir %1</translation>
    </message>
    <message>
        <source>The computer did not answer.</source>
        <translation>El ordenador no respondió.</translation>
    </message>
    <message>
        <source>Bad move “%1”.</source>
        <translation>Jugada incorrecta «%1».</translation>
    </message>
    <message>
        <source>The analysis of the game failed.</source>
        <translation>El análisis de la partida falló.</translation>
    </message>
    <message>
        <source>No hint: nobody may move in this position.</source>
        <translation>No hay pista: nadie puede mover en esta posición.</translation>
    </message>
    <message>
        <source>No lesson “%1”: use STAGE:LEVEL, such as 1:2.</source>
        <translation>No existe la lección «%1»: usa STAGE:LEVEL, por ejemplo 1:2.</translation>
    </message>
    <message>
        <source>No engine “%1”: give an installed engine&apos;s name or a program, such as /usr/games/fairy-stockfish.</source>
        <translation>No hay ningún motor «%1»: indica el nombre de un motor instalado o un programa, como /usr/games/fairy-stockfish.</translation>
    </message>
    <message>
        <source>The engine “%1” could not be added to the analysis.</source>
        <translation>No se pudo añadir el motor «%1» al análisis.</translation>
    </message>
</context>
<context>
    <name>SfenUsiReader</name>
    <message>
        <source>not a valid SFEN: %1</source>
        <translation>no es un SFEN válido: %1</translation>
    </message>
    <message>
        <source>expected an SFEN, &apos;startpos&apos; or &apos;position&apos;</source>
        <translation>se esperaba un SFEN, &apos;startpos&apos; o &apos;position&apos;</translation>
    </message>
    <message>
        <source>expected &apos;moves&apos;, found &apos;%1&apos;</source>
        <translation>se esperaba &apos;moves&apos;, se encontró &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a USEN section reads &lt;ply&gt;.&lt;moves&gt;.&lt;ending&gt;</source>
        <translation>una sección USEN se escribe &lt;ply&gt;.&lt;moves&gt;.&lt;ending&gt;</translation>
    </message>
    <message>
        <source>a USEN branch after move %1, but its line has only %2 moves</source>
        <translation>una rama USEN tras la jugada %1, pero su línea solo tiene %2 jugadas</translation>
    </message>
    <message>
        <source>USEN moves take three characters each</source>
        <translation>las jugadas USEN ocupan tres caracteres cada una</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a USEN move</source>
        <translation>&apos;%1&apos; no es una jugada USEN</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a USEN ending (r, t, j or p)</source>
        <translation>&apos;%1&apos; no es un final USEN (r, t, j o p)</translation>
    </message>
    <message>
        <source>no SFEN, USI or USEN line found</source>
        <translation>no se ha encontrado ninguna línea SFEN, USI o USEN</translation>
    </message>
    <message>
        <source>the file holds %1 entries; there is no entry %2</source>
        <translation>el archivo contiene %1 entradas; no hay entrada %2</translation>
    </message>
    <message>
        <source>the file holds %1 entries; the first is read</source>
        <translation>el archivo contiene %1 entradas; se lee la primera</translation>
    </message>
</context>
<context>
    <name>ShogiTerms</name>
    <message>
        <source>The move is legal.</source>
        <translation>La jugada es legal.</translation>
    </message>
    <message>
        <source>That square is not on the board.</source>
        <translation>Esa casilla no está en el tablero.</translation>
    </message>
    <message>
        <source>There is no piece on that square.</source>
        <translation>No hay ninguna pieza en esa casilla.</translation>
    </message>
    <message>
        <source>That is not your piece.</source>
        <translation>Esa pieza no es tuya.</translation>
    </message>
    <message>
        <source>You have no such piece in hand.</source>
        <translation>No tienes esa pieza en mano.</translation>
    </message>
    <message>
        <source>That piece cannot move there.</source>
        <translation>Esa pieza no puede moverse ahí.</translation>
    </message>
    <message>
        <source>One of your own pieces is already there.</source>
        <translation>Ahí ya hay una pieza tuya.</translation>
    </message>
    <message>
        <source>A piece in hand can only be dropped on an empty square.</source>
        <translation>Una pieza en mano solo se puede introducir en una casilla vacía.</translation>
    </message>
    <message>
        <source>That piece cannot promote on this move.</source>
        <translation>Esa pieza no puede promocionar con esta jugada.</translation>
    </message>
    <message>
        <source>That piece must promote: unpromoted it could never move again.</source>
        <translation>Esa pieza debe promocionar: sin promocionar ya no podría moverse.</translation>
    </message>
    <message>
        <source>A piece may not be dropped where it could never move again.</source>
        <translation>No se puede introducir una pieza donde ya no podría moverse.</translation>
    </message>
    <message>
        <source>Nifu: two unpromoted pawns of one side may not stand on the same file.</source>
        <translation>Nifu: un jugador no puede tener dos peones sin promocionar en la misma columna.</translation>
    </message>
    <message>
        <source>Uchifuzume: giving checkmate by dropping a pawn is not allowed.</source>
        <translation>Uchifuzume: no se permite dar jaque mate introduciendo un peón.</translation>
    </message>
    <message>
        <source>Your king would be in check.</source>
        <translation>Tu rey quedaría en jaque.</translation>
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
        <translation>Negras</translation>
    </message>
    <message>
        <source>White</source>
        <comment>side</comment>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Even game (no handicap)</source>
        <translation>Partida en igualdad (sin handicap)</translation>
    </message>
    <message>
        <source>Lance handicap</source>
        <translation>Handicap de lancero</translation>
    </message>
    <message>
        <source>Right lance handicap</source>
        <translation>Handicap de lancero derecho</translation>
    </message>
    <message>
        <source>Bishop handicap</source>
        <translation>Handicap de alfil</translation>
    </message>
    <message>
        <source>Rook handicap</source>
        <translation>Handicap de torre</translation>
    </message>
    <message>
        <source>Rook and lance handicap</source>
        <translation>Handicap de torre y lancero</translation>
    </message>
    <message>
        <source>Two-piece handicap (rook and bishop)</source>
        <translation>Handicap de dos piezas (torre y alfil)</translation>
    </message>
    <message>
        <source>Three-piece handicap</source>
        <translation>Handicap de tres piezas</translation>
    </message>
    <message>
        <source>Four-piece handicap</source>
        <translation>Handicap de cuatro piezas</translation>
    </message>
    <message>
        <source>Five-piece handicap</source>
        <translation>Handicap de cinco piezas</translation>
    </message>
    <message>
        <source>Left five-piece handicap</source>
        <translation>Handicap de cinco piezas por la izquierda</translation>
    </message>
    <message>
        <source>Six-piece handicap</source>
        <translation>Handicap de seis piezas</translation>
    </message>
    <message>
        <source>Left seven-piece handicap</source>
        <translation>Handicap de siete piezas por la izquierda</translation>
    </message>
    <message>
        <source>Right seven-piece handicap</source>
        <translation>Handicap de siete piezas por la derecha</translation>
    </message>
    <message>
        <source>Eight-piece handicap</source>
        <translation>Handicap de ocho piezas</translation>
    </message>
    <message>
        <source>Ten-piece handicap</source>
        <translation>Handicap de diez piezas</translation>
    </message>
    <message>
        <source>Three pawns handicap</source>
        <translation>Handicap de tres peones</translation>
    </message>
    <message>
        <source>Naked king handicap</source>
        <translation>Handicap de rey solo</translation>
    </message>
    <message>
        <source>Dragonfly handicap (king, rook, bishop and pawns)</source>
        <translation>Handicap libélula (rey, torre, alfil y peones)</translation>
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
        <translation>Uwate (dador del handicap, blancas, mueve primero):</translation>
    </message>
    <message>
        <source>Shitate (handicap receiver, Black):</source>
        <translation>Shitate (receptor del handicap, negras):</translation>
    </message>
    <message>
        <source>Black (sente, moves first):</source>
        <translation>Negras (sente, juegan primero):</translation>
    </message>
    <message>
        <source>White (gote):</source>
        <translation>Blancas (gote):</translation>
    </message>
    <message>
        <source>Resignation</source>
        <translation>Rendición</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrumpida</translation>
    </message>
    <message>
        <source>Sennichite (repetition)</source>
        <translation>Sennichite (repetición)</translation>
    </message>
    <message>
        <source>Sennichite by perpetual check</source>
        <translation>Sennichite por jaque continuo</translation>
    </message>
    <message>
        <source>Impasse (jishogi)</source>
        <translation>Jishogi (punto muerto)</translation>
    </message>
    <message>
        <source>Win by impasse declaration</source>
        <translation>Victoria por declaración de jishogi</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Jaque mate</translation>
    </message>
    <message>
        <source>No mate</source>
        <translation>Sin mate</translation>
    </message>
    <message>
        <source>Win by the opponent&apos;s illegal move</source>
        <translation>Victoria por jugada ilegal del rival</translation>
    </message>
    <message>
        <source>Loss by an illegal move</source>
        <translation>Derrota por jugada ilegal</translation>
    </message>
    <message>
        <source>Loss on time</source>
        <translation>Derrota por tiempo</translation>
    </message>
    <message>
        <source>Move limit reached</source>
        <translation>Límite de jugadas alcanzado</translation>
    </message>
    <message>
        <source>Error in the record</source>
        <translation>Error en el registro</translation>
    </message>
</context>
<context>
    <name>StartPosition</name>
    <message>
        <source>Black has two kings</source>
        <translation>las negras tienen dos reyes</translation>
    </message>
    <message>
        <source>White has two kings</source>
        <translation>las blancas tienen dos reyes</translation>
    </message>
    <message>
        <source>%1 %2, but a set has %3</source>
        <translation>%1 %2, pero un juego tiene %3</translation>
    </message>
    <message>
        <source>the side not to move is in check</source>
        <translation>el bando que no mueve está en jaque</translation>
    </message>
</context>
<context>
    <name>TextEncoding</name>
    <message>
        <source>this system has no Shift_JIS encoder</source>
        <translation>este sistema no tiene codificador Shift_JIS</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be written in Shift_JIS</source>
        <translation>&apos;%1&apos; no se puede escribir en Shift_JIS</translation>
    </message>
    <message>
        <source>the text cannot be written in Shift_JIS</source>
        <translation>el texto no se puede escribir en Shift_JIS</translation>
    </message>
</context>
<context>
    <name>TimeControlBox</name>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <source>10 minutes, sudden death</source>
        <translation>10 minutos, muerte súbita</translation>
    </message>
    <message>
        <source>10 minutes, then 30 seconds per move (byoyomi)</source>
        <translation>10 minutos y después 30 segundos por jugada (byoyomi)</translation>
    </message>
    <message>
        <source>1 hour, then 1 minute per move (byoyomi, as professionals play)</source>
        <translation>1 hora y después 1 minuto por jugada (byoyomi, como los profesionales)</translation>
    </message>
    <message>
        <source>30 seconds per move (byoyomi)</source>
        <translation>30 segundos por jugada (byoyomi)</translation>
    </message>
    <message>
        <source>5 minutes + 10 seconds per move (Fischer)</source>
        <translation>5 minutos + 10 segundos por jugada (Fischer)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Control de tiempo</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Muerte súbita</translation>
    </message>
    <message>
        <source>Byoyomi (main time, then a fixed time per move)</source>
        <translation>Byoyomi (tiempo principal y después un tiempo fijo por jugada)</translation>
    </message>
    <message>
        <source>Fischer (main time, plus an increment per move)</source>
        <translation>Fischer (tiempo principal más un incremento por jugada)</translation>
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
        <translation>Predefinido:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>Tiempo principal:</translation>
    </message>
    <message>
        <source>Byoyomi per move:</source>
        <translation>Byoyomi por jugada:</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Incremento por jugada:</translation>
    </message>
</context>
<context>
    <name>TournamentActions</name>
    <message>
        <source>Engine &amp;Tournament…</source>
        <translation>&amp;Torneo de motores…</translation>
    </message>
    <message>
        <source>Engines play each other: a round robin or a gauntlet, with a live table</source>
        <translation>Los motores juegan entre sí: liguilla o gauntlet, con tabla en directo</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Stop when decided (SPRT, two engines)</source>
        <translation>Parar cuando esté decidido (SPRT, dos motores)</translation>
    </message>
    <message>
        <source>Engine Tournament</source>
        <translation>Torneo de motores</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Añadir motor</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Round robin: every engine plays every other</source>
        <translation>Liguilla: cada motor juega contra todos los demás</translation>
    </message>
    <message>
        <source>Gauntlet: the first engine plays each of the others</source>
        <translation>Gauntlet: el primer motor juega contra cada uno de los demás</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
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
        <translation>Lista integrada de aperturas comunes</translation>
    </message>
    <message>
        <source>File of positions (SFEN or &quot;startpos moves …&quot; lines)</source>
        <translation>Archivo de posiciones (líneas SFEN o &quot;startpos moves …&quot;)</translation>
    </message>
    <message>
        <source>Folder of records, cut at move N</source>
        <translation>Carpeta de partidas, cortadas en la jugada N</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Move N:</source>
        <translation>Jugada N:</translation>
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
        <translation>Partidas por emparejamiento:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Tablero:</translation>
    </message>
    <message>
        <source>Openings:</source>
        <translation>Aperturas:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Partidas a la vez:</translation>
    </message>
    <message>
        <source>Draw after (plies):</source>
        <translation>Tablas tras (jugadas):</translation>
    </message>
    <message>
        <source>Save the games in:</source>
        <translation>Guardar las partidas en:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Resume a Tournament…</source>
        <translation>Reanudar un torneo…</translation>
    </message>
    <message>
        <source>Engines (from the engine list; options are set in Engines…):</source>
        <translation>Motores (de la lista de motores; las opciones se ajustan en Motores…):</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in all</source>
        <translation>
            <numerusform>%n partida en total</numerusform>
            <numerusform>%n partidas en total</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder of Records</source>
        <translation>Carpeta de partidas</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Aperturas</translation>
    </message>
    <message>
        <source>Opening lists (*.txt *.sfen *.epd);;All files (*)</source>
        <translation>Listas de aperturas (*.txt *.sfen *.epd);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save the Games in</source>
        <translation>Guardar las partidas en</translation>
    </message>
    <message>
        <source>Engines need a clock: choose a time control.</source>
        <translation>Los motores necesitan un reloj: elija un control de tiempo.</translation>
    </message>
    <message>
        <source>%1 cannot play this board.</source>
        <translation>%1 no puede jugar en este tablero.</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (nivel %2)</translation>
    </message>
    <message>
        <source>A tournament needs two engines or more.</source>
        <translation>Un torneo necesita dos motores o más.</translation>
    </message>
    <message>
        <source>The SPRT needs Elo 0 below Elo 1.</source>
        <translation>El SPRT necesita Elo 0 menor que Elo 1.</translation>
    </message>
    <message>
        <source>Cannot read the openings %1: %2</source>
        <translation>No se pueden leer las aperturas %1: %2</translation>
    </message>
    <message>
        <source>The openings %1: %2</source>
        <translation>Las aperturas %1: %2</translation>
    </message>
    <message>
        <source>Choose a folder to save the games in.</source>
        <translation>Elija una carpeta donde guardar las partidas.</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another folder.</source>
        <translation>%1 ya contiene un torneo: reanúdelo o elija otra carpeta.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>No se puede crear la carpeta %1.</translation>
    </message>
    <message>
        <source>Resume a Tournament</source>
        <translation>Reanudar un torneo</translation>
    </message>
</context>
<context>
    <name>TournamentRun</name>
    <message numerus="yes">
        <source>%n plies</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>jaque mate</translation>
    </message>
    <message>
        <source>no legal moves</source>
        <translation>sin jugadas legales</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>abandono</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>repetición (sennichite)</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>jaque perpetuo</translation>
    </message>
    <message>
        <source>impasse declaration</source>
        <translation>declaración de impasse</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>jugada ilegal</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>caída del motor</translation>
    </message>
    <message>
        <source>ply limit</source>
        <translation>límite de jugadas</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Derrotas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Elo ± 95 %</source>
        <translation>Elo ± 95 %</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Fallos</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Emparejamiento</translation>
    </message>
    <message>
        <source>W-D-L</source>
        <translation>V-T-D</translation>
    </message>
    <message>
        <source>Pairs 0–2 points</source>
        <translation>Pares 0–2 puntos</translation>
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
        <translation>Parar</translation>
    </message>
    <message>
        <source>Engine Tournament — %1</source>
        <translation>Torneo de motores — %1</translation>
    </message>
    <message>
        <source>Which of the games being played the board shows</source>
        <translation>Qué partida en curso muestra el tablero</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Parando…</translation>
    </message>
    <message>
        <source>Finished games:</source>
        <translation>Partidas terminadas:</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 de %2 partidas jugadas</translation>
    </message>
    <message>
        <source>paused: the games under way finish, no new one starts</source>
        <translation>en pausa: las partidas en curso terminan, no empieza ninguna nueva</translation>
    </message>
    <message>
        <source>%1 crash, %2 time, %3 illegal</source>
        <translation>%1 caída, %2 tiempo, %3 ilegal</translation>
    </message>
    <message>
        <source>LLR %1 (%2, %3)</source>
        <translation>LLR %1 (%2, %3)</translation>
    </message>
    <message>
        <source>H0 accepted</source>
        <translation>H0 aceptada</translation>
    </message>
    <message>
        <source>H1 accepted</source>
        <translation>H1 aceptada</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>No se está jugando ninguna partida.</translation>
    </message>
    <message>
        <source>Waiting for a game…</source>
        <translation>Esperando una partida…</translation>
    </message>
    <message>
        <source>Game %1: ☗%2 vs ☖%3, move %4</source>
        <translation>Partida %1: ☗%2 contra ☖%3, jugada %4</translation>
    </message>
    <message>
        <source>could not start: %1</source>
        <translation>no pudo empezar: %1</translation>
    </message>
    <message>
        <source>stopped; resume it from Game &gt; Engine Tournament… &gt; Resume</source>
        <translation>parado; reanúdelo desde Partida &gt; Torneo de motores… &gt; Reanudar</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
</context>
<context>
    <name>UrlActions</name>
    <message>
        <source>Open &amp;URL…</source>
        <translation>Abrir &amp;URL…</translation>
    </message>
    <message>
        <source>Open a game record (KIF, KI2, CSA, JKF…) from a web address</source>
        <translation>Abrir una partida (KIF, KI2, CSA, JKF…) desde una dirección web</translation>
    </message>
    <message>
        <source>Open URL</source>
        <translation>Abrir URL</translation>
    </message>
    <message>
        <source>Address of a game record:</source>
        <translation>Dirección de una partida:</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>Descargando %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>No se pudo abrir «%1».</translation>
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
        <translation>Aceptar</translation>
    </message>
</context>
<context>
    <name>UsiClient</name>
    <message>
        <source>it closed its output</source>
        <translation>cerró su salida</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <source>Engine %1 cannot be started: %2.</source>
        <translation>El motor %1 no se puede iniciar: %2.</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>no hay nada que ejecutar</translation>
    </message>
    <message>
        <source>Engine %1 ended unexpectedly: %2.</source>
        <translation>El motor %1 terminó de forma inesperada: %2.</translation>
    </message>
    <message>
        <source>Engine %1 did not answer “usi” within %2 s.</source>
        <translation>El motor %1 no respondió a «usi» en %2 s.</translation>
    </message>
    <message>
        <source>Engine %1 did not answer “isready” within %2 s.</source>
        <translation>El motor %1 no respondió a «isready» en %2 s.</translation>
    </message>
    <message>
        <source>Engine %1 sent no move within %2 s of being told to stop.</source>
        <translation>El motor %1 no envió ninguna jugada en los %2 s siguientes a la orden de parar.</translation>
    </message>
</context>
<context>
    <name>VariationTreeDialog</name>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Variation Tree</source>
        <translation>Árbol de variantes</translation>
    </message>
    <message>
        <source>The main line runs down the left; each alternative is shown under the move it replaces. Choose a move to show it on the board.</source>
        <translation>La línea principal baja por la izquierda; cada alternativa aparece bajo la jugada a la que sustituye. Elige una jugada para verla en el tablero.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Variation at move %1</source>
        <translation>Variante en la jugada %1</translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message>
        <source>Looking for threats and mates…</source>
        <translation>Buscando amenazas y mates…</translation>
    </message>
    <message>
        <source>%1 is in check: no threat to show.</source>
        <translation>%1: en jaque; no hay amenaza que mostrar.</translation>
    </message>
    <message>
        <source>%1 threatens %2</source>
        <comment>a side, then the move it would play if it could move twice</comment>
        <translation>%1: amenaza %2</translation>
    </message>
    <message>
        <source>%1: looking for a mate…</source>
        <translation>%1: buscando mate…</translation>
    </message>
    <message>
        <source>%1: looking for a mate threat…</source>
        <translation>%1: buscando amenaza de mate…</translation>
    </message>
    <message>
        <source>%1 has no mate.</source>
        <translation>%1: sin mate.</translation>
    </message>
    <message>
        <source>%1 threatens no mate.</source>
        <translation>%1: sin amenaza de mate.</translation>
    </message>
    <message>
        <source>%1: no mate found in the time given.</source>
        <translation>%1: no se encontró mate en el tiempo dado.</translation>
    </message>
    <message>
        <source>%1: no mate threat found in the time given.</source>
        <translation>%1: no se encontró amenaza de mate en el tiempo dado.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has a mate in %n</source>
        <translation>
            <numerusform>%1: mate en %n jugada</numerusform>
            <numerusform>%1: mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 threatens a mate in %n</source>
        <translation>
            <numerusform>%1: amenaza de mate en %n jugada</numerusform>
            <numerusform>%1: amenaza de mate en %n jugadas</numerusform>
        </translation>
    </message>
</context>
</TS>
