<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AnalysisActions</name>
    <message>
        <source>The analysis stopped: %1</source>
        <translation>解析が止まりました：%1</translation>
    </message>
    <message>
        <source>Analyse Whole Game</source>
        <translation>棋譜解析</translation>
    </message>
    <message>
        <source>&amp;Analyse Whole Game…</source>
        <translation>棋譜解析(&amp;A)…</translation>
    </message>
    <message>
        <source>Find &amp;Mate</source>
        <translation>詰み探索(&amp;M)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>エンジン：</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>1手あたりの時間：</translation>
    </message>
    <message>
        <source>Analysing the game with %1…</source>
        <translation>%1 で棋譜を解析しています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>解析を中止しました。</translation>
    </message>
    <message>
        <source>%1 inaccuracies (?!), %2 mistakes (?), %3 blunders (??)</source>
        <translation>疑問手 %1 (?!)、悪手 %2 (?)、大悪手 %3 (??)</translation>
    </message>
    <message>
        <source>Black: %1
White: %2</source>
        <translation>先手：%1
後手：%2</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>%n手詰め</numerusform>
        </translation>
    </message>
    <message>
        <source>No mate by checks here.</source>
        <translation>この局面に詰みはありません。</translation>
    </message>
    <message numerus="yes">
        <source>No mate found (within %n s).</source>
        <translation>
            <numerusform>詰みは見つかりませんでした（%n 秒以内）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Black %1 · White %2</source>
        <translation>先手 %1 · 後手 %2</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>A game is being played: the analysis waits until it ends, or until you allow it during games.</source>
        <translation>対局中です。終局するか、対局中の検討を許可するまで検討は待機します。</translation>
    </message>
    <message>
        <source>This line holds an illegal move: there is nothing to analyse here.</source>
        <translation>この手順には反則手があるため、ここでは検討できません。</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>候補手数：</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>検討開始</translation>
    </message>
    <message>
        <source>Off: a game against the computer is not analysed behind the player&apos;s back.</source>
        <translation>オフ：コンピュータとの対局を、指す人の知らないところで検討することはありません。</translation>
    </message>
    <message>
        <source>The engine took too long to stop; it was restarted.</source>
        <translation>エンジンが停止に時間がかかりすぎたため、再起動しました。</translation>
    </message>
    <message>
        <source>Scores for:</source>
        <translation>評価値の視点：</translation>
    </message>
    <message>
        <source>Scores from Black&apos;s view, or from the view of the side to move</source>
        <translation>先手から見た評価値、または手番側から見た評価値</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>scores from Black&apos;s view</comment>
        <translation>先手</translation>
    </message>
    <message>
        <source>Side to move</source>
        <comment>scores from the side to move&apos;s view</comment>
        <translation>手番側</translation>
    </message>
    <message>
        <source>Analyse during games</source>
        <translation>対局中も検討する</translation>
    </message>
    <message>
        <source>Analysis: %1</source>
        <translation>検討: %1</translation>
    </message>
    <message>
        <source>Analysis %1: %2</source>
        <translation>検討 %1: %2</translation>
    </message>
    <message>
        <source>threat</source>
        <translation>狙い</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>無制限</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>The engines stop after this time on a position; their lines stay, marked complete</source>
        <translation>1つの局面をこの時間検討するとエンジンは止まります。読み筋は「完了」として残ります</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>エンジンを追加</translation>
    </message>
    <message>
        <source>Another engine analyses the same position beside the others</source>
        <translation>別のエンジンが同じ局面を並べて検討します</translation>
    </message>
    <message>
        <source>Threat and Mate Watch</source>
        <translation>狙いと詰みの監視</translation>
    </message>
    <message>
        <source>Shows what the side not to move threatens, as a red arrow, and looks for mates for both sides</source>
        <translation>手番でない側の狙いを赤い矢印で示し、両者の詰みを探します</translation>
    </message>
    <message>
        <source>Threat and mate watch</source>
        <translation>狙いと詰みの監視</translation>
    </message>
    <message>
        <source>Time:</source>
        <comment>per position</comment>
        <translation>時間：</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>対局を自動保存できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>AutosaveRecovery</name>
    <message>
        <source>Shogiban did not close properly. Restore the game of %1, at move %2?</source>
        <translation>Shogiban が正しく終了しませんでした。%1 の対局（%2 手まで）を復元しますか？</translation>
    </message>
    <message>
        <source>Shogiban did not close properly. Restore the record you were reviewing (%1)?</source>
        <translation>Shogiban が正しく終了しませんでした。検討中だった棋譜（%1）を復元しますか？</translation>
    </message>
    <message>
        <source>Restore Game</source>
        <translation>対局の復元</translation>
    </message>
    <message>
        <source>“%1”, with changes that were not saved.</source>
        <translation>「%1」（保存されていない変更あり）</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>後で</translation>
    </message>
    <message>
        <source>The disk is full, or its folder cannot be written: Shogiban cannot save games automatically there now. A restored game is not saved automatically; save it with Save As, on another disk if need be. Its autosave stays where it is until then.</source>
        <translation>ディスクがいっぱいか、フォルダーに書き込めません。現在そこには対局を自動保存できません。復元した対局は自動保存されないので、「名前を付けて保存」で（必要なら別のディスクに）保存してください。それまで自動保存ファイルはそのまま残ります。</translation>
    </message>
</context>
<context>
    <name>AutosaveWriter</name>
    <message>
        <source>only part of it could be written; is the disk full?</source>
        <translation>一部しか書き込めませんでした。ディスクがいっぱいではありませんか？</translation>
    </message>
</context>
<context>
    <name>Bod</name>
    <message>
        <source>no board diagram: no rows between &apos;|&apos; marks</source>
        <translation>局面図がありません（&apos;|&apos; で囲まれた段がありません）</translation>
    </message>
</context>
<context>
    <name>BookActions</name>
    <message>
        <source>Book</source>
        <translation>定跡</translation>
    </message>
    <message>
        <source>Make &amp;Book…</source>
        <translation>定跡を作成(&amp;B)…</translation>
    </message>
    <message>
        <source>Make an opening book from a folder of game records</source>
        <translation>棋譜のフォルダから定跡ファイルを作成します</translation>
    </message>
    <message>
        <source>Make Book: the folder of your records</source>
        <translation>定跡を作成：棋譜のフォルダ</translation>
    </message>
    <message>
        <source>Make Book</source>
        <translation>定跡を作成</translation>
    </message>
    <message>
        <source>How many plies of each game go into the book?</source>
        <translation>各棋譜の何手目までを定跡に入れますか？</translation>
    </message>
    <message>
        <source>Opening books (*.db)</source>
        <translation>定跡ファイル (*.db)</translation>
    </message>
    <message>
        <source>Save Book</source>
        <translation>定跡を保存</translation>
    </message>
    <message>
        <source>No book was made.</source>
        <translation>定跡は作成されませんでした。</translation>
    </message>
    <message>
        <source>%1 holds no game records.</source>
        <translation>%1 に棋譜がありません。</translation>
    </message>
    <message>
        <source>Reading the records…</source>
        <translation>棋譜を読み込んでいます…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n records could be read.</source>
        <translation>
            <numerusform>%n件の棋譜をどれも読み込めませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>The book could not be saved.</source>
        <translation>定跡を保存できませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>Book saved: %n positions</source>
        <translation>
            <numerusform>定跡を保存しました：%n局面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files skipped</source>
        <translation>
            <numerusform>%n個のファイルを読み飛ばしました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookPanel</name>
    <message>
        <source>No book is open. Open a book in YaneuraOu&apos;s format (.db), or make one from your games: Record &gt; Make Book.</source>
        <translation>定跡ファイルが開かれていません。やねうら王形式の定跡（.db）を開くか、棋譜から作成してください：棋譜 &gt; 定跡を作成。</translation>
    </message>
    <message>
        <source>The book cannot be used: %1</source>
        <translation>この定跡は使えません：%1</translation>
    </message>
    <message>
        <source>Books are for the standard board.</source>
        <translation>定跡は通常の将棋盤のみに対応しています。</translation>
    </message>
    <message>
        <source>%1 (not legal here)</source>
        <translation>%1（この局面では指せません）</translation>
    </message>
    <message>
        <source>This position is not in the book.</source>
        <translation>この局面は定跡にありません。</translation>
    </message>
    <message>
        <source>Click a move to play it.</source>
        <translation>指し手をクリックすると指します。</translation>
    </message>
    <message>
        <source>Open Book</source>
        <translation>定跡を開く</translation>
    </message>
    <message>
        <source>Opening books (*.db);;All files (*)</source>
        <translation>定跡ファイル (*.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open Book…</source>
        <translation>定跡を開く…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>指し手</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>割合</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>評価値</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>予想応手</translation>
    </message>
</context>
<context>
    <name>ClipboardActions</name>
    <message>
        <source>Game copied as %1.</source>
        <translation>棋譜を%1形式でコピーしました。</translation>
    </message>
    <message>
        <source>Copy Position as &amp;BOD</source>
        <translation>局面をBODでコピー(&amp;B)</translation>
    </message>
    <message>
        <source>Copy the board as a KIF diagram, the text players paste in forums</source>
        <translation>盤面をKIFの局面図（掲示板などに貼る形式）でコピーします</translation>
    </message>
    <message>
        <source>Paste P&amp;osition</source>
        <translation>局面を貼り付け(&amp;O)</translation>
    </message>
    <message>
        <source>Open the position of a BOD diagram or an SFEN on the clipboard</source>
        <translation>クリップボードのBOD局面図またはSFENの局面を開きます</translation>
    </message>
    <message>
        <source>Paste as &amp;Variation</source>
        <translation>変化として貼り付け(&amp;V)</translation>
    </message>
    <message>
        <source>Add the moves of a record on the clipboard from the current move</source>
        <translation>クリップボードの棋譜の指し手を現在の手から追加します</translation>
    </message>
    <message>
        <source>Copy Game &amp;As</source>
        <translation>棋譜を形式を選んでコピー(&amp;A)</translation>
    </message>
    <message>
        <source>Position copied as a BOD diagram.</source>
        <translation>局面をBODでコピーしました。</translation>
    </message>
    <message>
        <source>The clipboard holds no position that can be read.</source>
        <translation>クリップボードに読み込める局面がありません。</translation>
    </message>
    <message>
        <source>Copy a BOD diagram (the board of a KIF file) or an SFEN. %1</source>
        <translation>BOD局面図（KIFファイルの盤面）またはSFENをコピーしてください。%1</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>何も追加されませんでした。</translation>
    </message>
    <message>
        <source>The clipboard holds no moves from this position: a record that starts here or passes through it, or USI moves.</source>
        <translation>クリップボードにこの局面からの指し手がありません（この局面から始まるか、この局面を通る棋譜、またはUSIの指し手が必要です）。</translation>
    </message>
    <message numerus="yes">
        <source>%n moves pasted as a variation.</source>
        <translation>
            <numerusform>%n手を変化として貼り付けました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>Main time</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>Byoyomi</source>
        <translation>秒読み</translation>
    </message>
</context>
<context>
    <name>CommandLineParser</name>
    <message>
        <source>Shogi for the desktop.</source>
        <translation>デスクトップで指す将棋。</translation>
    </message>
    <message>
        <source>Render the main window to the PNG file FILE and exit.</source>
        <translation>メインウィンドウを PNG ファイル FILE に描画して終了します。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Start from the position SFEN (with --screenshot).</source>
        <translation>局面 SFEN から始めます（--screenshot と併用）。</translation>
    </message>
    <message>
        <source>SFEN</source>
        <translation>SFEN</translation>
    </message>
    <message>
        <source>STYLE</source>
        <translation>STYLE</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>Select the piece on SQUARE (USI coordinates such as 7g) before rendering.</source>
        <translation>描画の前に SQUARE（7g のような USI 座標）の駒を選択します。</translation>
    </message>
    <message>
        <source>SQUARE</source>
        <translation>SQUARE</translation>
    </message>
    <message>
        <source>Window size for the screenshot, such as 1200x800.</source>
        <translation>スクリーンショットのウィンドウサイズ（例：1200x800）。</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>幅x高さ</translation>
    </message>
    <message>
        <source>record</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>[record]</source>
        <translation>[棋譜]</translation>
    </message>
    <message>
        <source>Unknown piece style “%1”: use kanji, kanji2, western or beginner.</source>
        <translation>駒の種類「%1」は使えません。kanji、kanji2、western、beginner のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>Unknown language “%1”: use en, es, it or ja.</source>
        <translation>言語「%1」は使えません。en、es、it、ja のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>Bad size “%1”: write it as WIDTHxHEIGHT, such as 1200x800.</source>
        <translation>サイズ「%1」が正しくありません。1200x800 のように 幅x高さ で指定してください。</translation>
    </message>
    <message>
        <source>With a record: show the position after move N of its main line.</source>
        <translation>棋譜を開くとき：本譜のN手目の局面を表示する。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>A game record to open: KIF, KI2, CSA, JKF, SFEN, USI or PSN.</source>
        <translation>開く棋譜ファイル（KIF、KI2、CSA、JKF、SFEN、USI、PSN）。</translation>
    </message>
    <message>
        <source>Bad move number “%1”: give the number of moves to play, such as 30.</source>
        <translation>手数「%1」が正しくありません。30 のように手数を指定してください。</translation>
    </message>
    <message>
        <source>Piece style for this run (the preferences are not changed): kanji, kanji2 (two-character kanji), western or beginner.</source>
        <translation>今回の起動だけの駒の種類（設定は変わりません）：kanji（漢字）、kanji2（二文字の漢字）、western（西洋式）、beginner（初心者向け）。</translation>
    </message>
    <message>
        <source>User interface language for this run (the preferences are not changed): en, es, it or ja.</source>
        <translation>今回の起動だけの表示言語（設定は変わりません）：en、es、it、ja。</translation>
    </message>
    <message>
        <source>With --screenshot: show the board from White&apos;s side.</source>
        <translation>--screenshot と併用：盤面を後手側から表示します。</translation>
    </message>
    <message>
        <source>Show the position in the position editor (with --screenshot).</source>
        <translation>局面を局面編集で表示する（--screenshot と併用）。</translation>
    </message>
    <message>
        <source>Play no sounds in this run.</source>
        <translation>この実行では音を鳴らさない。</translation>
    </message>
    <message>
        <source>With --screenshot: the analysis panel with Shogiban&apos;s engine showing N lines.</source>
        <translation>--screenshot と共に：Shogiban のエンジンで N 個の候補手を示す検討パネル。</translation>
    </message>
    <message>
        <source>With --screenshot: analyse the whole game first, MS milliseconds a move.</source>
        <translation>--screenshot と共に：先に棋譜全体を1手 MS ミリ秒で解析します。</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>Ask the built-in engine for a hint and show it before rendering.</source>
        <translation>内蔵エンジンにヒントを求め、表示してから画像を出力します。</translation>
    </message>
    <message>
        <source>DIALOG</source>
        <translation>DIALOG</translation>
    </message>
    <message>
        <source>Play a game against the computer (White, level 3): Black&apos;s moves are MOVES, USI moves separated by commas, each answered by the computer before the next.</source>
        <translation>コンピュータ（後手、レベル3）と対局します: 先手の指し手は MOVES（カンマ区切りのUSI形式）で、各手の後にコンピュータが応じます。</translation>
    </message>
    <message>
        <source>MOVES</source>
        <translation>MOVES</translation>
    </message>
    <message>
        <source>Bad number of analysis lines “%1”: give 1 to 5.</source>
        <translation>検討の候補手数「%1」が正しくありません：1～5 を指定してください。</translation>
    </message>
    <message>
        <source>Bad time per move “%1”: give milliseconds, such as 200.</source>
        <translation>1手あたりの時間「%1」が正しくありません：200 のようにミリ秒で指定してください。</translation>
    </message>
    <message>
        <source>Render a dialog instead of the window: newgame, restore (the question after a crash, about the game shown), or engines (engines:PROGRAM shows the first engine whose program name contains PROGRAM).</source>
        <translation>ウィンドウの代わりにダイアログを出力します: newgame、restore（異常終了後の確認。表示中の対局について）または engines（engines:PROGRAM はプログラム名に PROGRAM を含む最初のエンジンを表示）。</translation>
    </message>
    <message>
        <source>Unknown dialog “%1”: use newgame, restore or engines.</source>
        <translation>不明なダイアログ「%1」: newgame、restore または engines を指定してください。</translation>
    </message>
    <message>
        <source>With --screenshot: the lessons&apos; window at level LEVEL of stage STAGE (from 1), after the USI moves MOVES (separated by commas) are played there.</source>
        <translation>--screenshot と併用：レッスン画面のステージ STAGE（1から）の第 LEVEL 問を、USI形式の指し手 MOVES（カンマ区切り）を指した後で表示します。</translation>
    </message>
    <message>
        <source>STAGE:LEVEL[:MOVES]</source>
        <translation>STAGE:LEVEL[:MOVES]</translation>
    </message>
    <message>
        <source>PROGRAMS</source>
        <translation>PROGRAMS</translation>
    </message>
    <message>
        <source>With --screenshot: the threat and mate watch on.</source>
        <translation>--screenshot と共に: 狙いと詰みの監視をオンにする。</translation>
    </message>
    <message>
        <source>With --analysis: more engines beside Shogiban&apos;s (programs, or installed engines&apos; names) separated by commas.</source>
        <translation>--analysis と共に: Shogiban のエンジンと並べて検討する他のエンジン（プログラムかインストール済みエンジンの名前をコンマで区切る）。</translation>
    </message>
</context>
<context>
    <name>CommentEditor</name>
    <message>
        <source>No comment on this move. Type here to add one.</source>
        <translation>この手にコメントはありません。ここに入力すると追加できます。</translation>
    </message>
</context>
<context>
    <name>CsaReader</name>
    <message>
        <source>no CSA position or moves found</source>
        <translation>CSA の局面も指し手も見つかりません</translation>
    </message>
    <message>
        <source>line %1: no side to move is given; Black is assumed</source>
        <translation>%1行：手番の指定がないため先手番とみなします</translation>
    </message>
    <message>
        <source>a second side-to-move line</source>
        <translation>手番の行が二つあります</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA line</source>
        <translation>「%1」は CSA の行ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA header (like $EVENT:name or N+name)</source>
        <translation>「%1」は CSA のヘッダ（$EVENT:名前 や N+名前 など）ではありません</translation>
    </message>
    <message>
        <source>a position line after the moves began</source>
        <translation>指し手の後に局面の行があります</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA position line (PI, P1 to P9, P+ or P-)</source>
        <translation>「%1」は CSA の局面の行（PI、P1～P9、P+、P-）ではありません</translation>
    </message>
    <message>
        <source>PI must list squares and pieces like 82HI</source>
        <translation>PI にはマスと駒を 82HI のように並べてください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square and a piece</source>
        <translation>「%1」はマスと駒ではありません</translation>
    </message>
    <message>
        <source>PI removes %1 from %2%3, but the standard position has no such piece there</source>
        <translation>PI が %2%3 の %1 を除きますが、平手の局面にはその駒がありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA piece</source>
        <translation>「%1」は CSA の駒ではありません</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in the rank (a square is &apos; * &apos;, +XX or -XX)</source>
        <translation>段の中に予期しない「%1」があります（マスは &apos; * &apos;、+XX、-XX のいずれか）</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 9</source>
        <translation>%1段目のマスが9ではなく%2です</translation>
    </message>
    <message>
        <source>line %1: &apos;%2&apos; after the ninth square is ignored</source>
        <translation>%1行：9マス目の後の「%2」は無視します</translation>
    </message>
    <message>
        <source>pieces must be listed like 63KI or 00FU</source>
        <translation>駒は 63KI や 00FU のように並べてください</translation>
    </message>
    <message>
        <source>00AL must come last</source>
        <translation>00AL は最後に置いてください</translation>
    </message>
    <message>
        <source>%1 cannot be held in hand</source>
        <translation>%1は持ち駒にできません</translation>
    </message>
    <message>
        <source>more %1 in hand than a set holds</source>
        <translation>持ち駒の%1が一組の駒の数より多くなっています</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square</source>
        <translation>「%1」はマスではありません</translation>
    </message>
    <message>
        <source>square %1 is already taken</source>
        <translation>%1のマスには既に駒があります</translation>
    </message>
    <message>
        <source>line %1: no start position is given; the standard one is assumed</source>
        <translation>%1行：開始局面の指定がないため平手とみなします</translation>
    </message>
    <message>
        <source>the start position is not valid: %1</source>
        <translation>開始局面が正しくありません：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA move (like +7776FU)</source>
        <translation>「%1」は CSA の指し手（+7776FU など）ではありません</translation>
    </message>
    <message>
        <source>%1 is Black&apos;s move, but White is to move</source>
        <translation>%1は先手の指し手ですが、後手番です</translation>
    </message>
    <message>
        <source>%1 is White&apos;s move, but Black is to move</source>
        <translation>%1は後手の指し手ですが、先手番です</translation>
    </message>
    <message>
        <source>%1 cannot be dropped</source>
        <translation>%1は打てません</translation>
    </message>
    <message>
        <source>the mover has no piece on %1</source>
        <translation>手番の側の駒が%1にありません</translation>
    </message>
    <message>
        <source>the piece on %1 is %2, which cannot become %3</source>
        <translation>%1の駒は%2で、%3にはなれません</translation>
    </message>
    <message>
        <source>line %1: unknown ending &apos;%2&apos; is ignored</source>
        <translation>%1行：不明な終局「%2」は無視します</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CSA time (like T12)</source>
        <translation>「%1」は CSA の消費時間（T12 など）ではありません</translation>
    </message>
    <message>
        <source>a time before any move</source>
        <translation>指し手より前に消費時間があります</translation>
    </message>
    <message>
        <source>no CSA game found</source>
        <translation>CSA の棋譜が見つかりません</translation>
    </message>
    <message>
        <source>the file holds %1 games; there is no game %2</source>
        <translation>ファイルには%1局あり、%2局目はありません</translation>
    </message>
    <message>
        <source>the file holds %1 games; the first is read</source>
        <translation>ファイルには%1局あります。最初の棋譜を読み込みます</translation>
    </message>
</context>
<context>
    <name>DiagramPainter</name>
    <message>
        <source>%1 in hand: %2</source>
        <extracomment>A side&apos;s pieces in hand under a printed diagram: %1 the side (&quot;▲先手&quot;), %2 the pieces (&quot;飛 歩三&quot;).</extracomment>
        <translation>%1&#x3000;持駒&#x3000;%2</translation>
    </message>
    <message>
        <source>none</source>
        <comment>pieces in hand</comment>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>DiagramSheet</name>
    <message>
        <source>%1. %2 — %3 to move</source>
        <extracomment>On a sheet of diagrams: %1 the diagram&apos;s number, %2 the move it follows (&quot;Move 24: ☗７六歩&quot;), %3 the side to move.</extracomment>
        <translation>%1. %2 — %3番</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 を書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>DiagramSheetDialog</name>
    <message>
        <source>Diagram Sheet</source>
        <translation>局面図シート</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>すべて解除</translation>
    </message>
    <message>
        <source>Every</source>
        <translation>間隔</translation>
    </message>
    <message>
        <source>moves</source>
        <extracomment>After &quot;Every [N]&quot;: every Nth move.</extracomment>
        <translation>手ごと</translation>
    </message>
    <message>
        <source>The positions to print, %1 to a page:</source>
        <translation>印刷する局面（1ページに%1図）：</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <source>Start from</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>駒落ち</translation>
    </message>
    <message>
        <source>Empty Board (Kings Only)</source>
        <translation>玉だけの盤</translation>
    </message>
    <message>
        <source>Rest of the Set to White&apos;s Hand</source>
        <translation>残り駒を後手の持駒に</translation>
    </message>
    <message>
        <source>For a mate problem (tsume): White holds every piece not on the board or in Black&apos;s hand.</source>
        <translation>詰将棋用：盤上にも先手の持駒にもない駒をすべて後手の持駒にします。</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>手番：</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>White</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Mate problem (tsume): Black needs no king</source>
        <translation>詰将棋（先手玉なしで可）</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Position Check</source>
        <translation>局面の検査</translation>
    </message>
    <message>
        <source>Drag pieces between squares and komadai, or off the board to remove them; take new ones from the boxes beside the komadai (a click picks one to place with clicks). Right-click or Space turns a piece over, Shift+right-click or C changes its side, Delete removes it. The wheel, + and − change a count on a komadai.</source>
        <translation>駒はドラッグでマスと駒台の間を動かし、盤の外に出すと消えます。新しい駒は駒台の横の駒箱から取ります（クリックで選ぶとクリックで何枚でも置けます）。右クリックかスペースで駒を裏返し、Shift+右クリックかCで先後を入れ替え、Deleteで消します。駒台の枚数はホイール、＋、－で変えます。</translation>
    </message>
    <message>
        <source>Copy SFEN</source>
        <translation>SFENをコピー</translation>
    </message>
    <message>
        <source>Save as Record…</source>
        <translation>棋譜として保存…</translation>
    </message>
    <message>
        <source>Play from Here…</source>
        <translation>この局面から対局…</translation>
    </message>
    <message>
        <source>Analyse from Here</source>
        <translation>この局面を検討</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Leave the editor and go back to the game as it was.</source>
        <translation>局面編集をやめて、元の対局に戻ります。</translation>
    </message>
    <message>
        <source>A mate problem that can be played and analysed.</source>
        <translation>対局・検討できる詰将棋の局面です。</translation>
    </message>
    <message>
        <source>A position that can be played and analysed.</source>
        <translation>対局・検討できる局面です。</translation>
    </message>
    <message>
        <source>This position could not stand in a game; it can be analysed, not played:</source>
        <translation>対局では現れない局面です。検討はできますが、対局はできません：</translation>
    </message>
</context>
<context>
    <name>EditorSession</name>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>局面編集(&amp;U)…</translation>
    </message>
    <message>
        <source>Set up a position on the board to play or analyse it</source>
        <translation>盤上で局面を作り、対局や検討に使います</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>局面編集</translation>
    </message>
    <message>
        <source>Setting up a position. The game on the board is kept until you play or analyse the new one.</source>
        <translation>局面編集中です。新しい局面で対局か検討を始めるまで、盤上の対局はそのままです。</translation>
    </message>
    <message>
        <source>This position cannot be played: it could not stand in a game.</source>
        <translation>この局面では対局できません。対局では現れない局面です。</translation>
    </message>
    <message>
        <source>This position could not stand in a game. It can be analysed, but not played.</source>
        <translation>対局では現れない局面です。検討はできますが、対局はできません。</translation>
    </message>
    <message>
        <source>Keep Editing</source>
        <translation>編集を続ける</translation>
    </message>
    <message>
        <source>Analyse Anyway</source>
        <translation>それでも検討する</translation>
    </message>
    <message>
        <source>Position copied as SFEN.</source>
        <translation>局面をSFENでコピーしました。</translation>
    </message>
    <message>
        <source>Leave the editor and discard the position you set up?</source>
        <translation>局面編集をやめて、作った局面を破棄しますか？</translation>
    </message>
    <message>
        <source>Discard Position</source>
        <translation>局面を破棄</translation>
    </message>
</context>
<context>
    <name>EngineCatalog</name>
    <message>
        <source>There is no engine program at %1.</source>
        <translation>%1 にエンジンのプログラムがありません。</translation>
    </message>
</context>
<context>
    <name>EngineColumn</name>
    <message>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 ノード</translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation>%1 nps</translation>
    </message>
    <message>
        <source>Right-click: play this line as a variation, or write it into the comment</source>
        <translation>右クリック: この読み筋を変化として指す、またはコメントに書き込む</translation>
    </message>
    <message>
        <source>Play this line as a variation</source>
        <translation>この読み筋を変化として指す</translation>
    </message>
    <message>
        <source>Write this line into the comment</source>
        <translation>この読み筋をコメントに書き込む</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>This engine goes on analysing the position shown</source>
        <translation>このエンジンが表示中の局面の検討を再開します</translation>
    </message>
    <message>
        <source>This engine stops; the others go on</source>
        <translation>このエンジンだけを止めます。他のエンジンは続けます</translation>
    </message>
    <message>
        <source>Remove this engine from the analysis</source>
        <translation>このエンジンを検討から外す</translation>
    </message>
    <message>
        <source>The engine of this column; its arrows on the board have the colour beside it</source>
        <translation>この欄のエンジン。盤上の矢印は横の色で表示されます</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Complete: the time for this position is up</source>
        <translation>完了: この局面の検討時間が終わりました</translation>
    </message>
</context>
<context>
    <name>EngineLogDock</name>
    <message>
        <source>Engine Log</source>
        <translation>エンジンの通信記録</translation>
    </message>
</context>
<context>
    <name>EngineLogView</name>
    <message>
        <source>No engine has run in this window yet.</source>
        <translation>このウィンドウではまだエンジンが動いていません。</translation>
    </message>
    <message>
        <source>— started again at %1 —</source>
        <translation>— %1に再起動 —</translation>
    </message>
</context>
<context>
    <name>EngineManagerDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>複製(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>プログラム:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>引数:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>エンジン:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>盤:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>設定項目</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>%1 (built-in)</source>
        <translation>%1（内蔵）</translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation>未読み込み</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1（作者：%2）</translation>
    </message>
    <message>
        <source>Add a USI Engine</source>
        <translation>USIエンジンを追加</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Starting %1 to read its name and options…</source>
        <translation>%1を起動して名前と設定項目を読み込んでいます…</translation>
    </message>
    <message>
        <source>%1 could not be added as a USI engine.</source>
        <translation>%1をUSIエンジンとして追加できませんでした。</translation>
    </message>
    <message>
        <source>Its last output:</source>
        <translation>最後の出力:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Remove Engine</source>
        <translation>エンジンを削除</translation>
    </message>
    <message>
        <source>Remove “%1” from the engines? The program itself stays installed.</source>
        <translation>「%1」をエンジンの一覧から削除しますか？プログラム自体はインストールされたままです。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>EnginePlayer</name>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (レベル%2)</translation>
    </message>
    <message>
        <source>Engine %1 cannot play on this board.</source>
        <translation>エンジン %1 はこの盤では指せません。</translation>
    </message>
    <message>
        <source>Engine %1 answered “%2”, which is not a move.</source>
        <translation>エンジン %1 の応答「%2」は指し手ではありません。</translation>
    </message>
    <message>
        <source>Its last output:</source>
        <translation>最後の出力:</translation>
    </message>
</context>
<context>
    <name>EngineProcess</name>
    <message>
        <source>it crashed (signal %1)</source>
        <translation>クラッシュしました (シグナル %1)</translation>
    </message>
    <message>
        <source>it exited with code %1</source>
        <translation>終了コード %1 で終了しました</translation>
    </message>
    <message>
        <source>it could not be run: %1</source>
        <translation>実行できませんでした: %1</translation>
    </message>
    <message>
        <source>%1 is not an executable program</source>
        <translation>%1 は実行可能なプログラムではありません</translation>
    </message>
    <message>
        <source>there is no program %1</source>
        <translation>プログラム %1 がありません</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <source>Evaluation: %1 (Black&apos;s win rate %2)</source>
        <translation>評価値：%1（先手の勝率 %2）</translation>
    </message>
    <message>
        <source>No evaluation for this position</source>
        <translation>この局面の評価値はありません</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>Black %1</source>
        <translation>先手 %1</translation>
    </message>
    <message>
        <source>White %1</source>
        <translation>後手 %1</translation>
    </message>
    <message>
        <source>No evaluations in this record</source>
        <translation>この棋譜には評価値がありません</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1手目</translation>
    </message>
    <message>
        <source>Search too shallow to judge (depth %1)</source>
        <translation>探索が浅すぎて判定できません（深さ %1）</translation>
    </message>
    <message>
        <source>Show Win Rate</source>
        <translation>勝率で表示</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) without an evaluation</source>
        <translation>
            <numerusform>評価値のない局面: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>no evaluation in the record</source>
        <translation>棋譜に評価値なし</translation>
    </message>
</context>
<context>
    <name>EvalText</name>
    <message>
        <source>Black mates</source>
        <translation>先手の詰み</translation>
    </message>
    <message>
        <source>White mates</source>
        <translation>後手の詰み</translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>先手の%n手詰め</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White mates in %n</source>
        <translation>
            <numerusform>後手の%n手詰め</numerusform>
        </translation>
    </message>
    <message>
        <source>Marks by the win rate a move gives away: ?! from %1, ? from %2, ?? from %3 points; searches shallower than depth %4 are not judged.</source>
        <translation>指し手が失った勝率で印を付けます：?! は %1、? は %2、?? は %3 ポイント以上。深さ %4 未満の探索は判定しません。</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>上書き保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Export Position as &amp;PNG…</source>
        <translation>局面をPNG画像で書き出す(&amp;P)…</translation>
    </message>
    <message>
        <source>Export Position as S&amp;VG…</source>
        <translation>局面をSVG画像で書き出す(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>棋譜を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Copy Position as &amp;SFEN</source>
        <translation>局面をSFENでコピー(&amp;S)</translation>
    </message>
    <message>
        <source>Copy Game as &amp;KIF</source>
        <translation>棋譜をKIF形式でコピー(&amp;K)</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>貼り付けた棋譜</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>%1[*] – Shogiban</source>
        <translation>%1[*] – Shogiban</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it first?</source>
        <translation>対局中の棋譜は保存されていません。先に保存しますか？</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>「%1」には保存されていない変更があります。先に保存しますか？</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard Changes</source>
        <translation>変更を破棄</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>The game in progress has not ended. Abandon it?</source>
        <translation>対局はまだ終わっていません。中断しますか？</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>対局を中断</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>対局を続ける</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>「%1」を開けませんでした。</translation>
    </message>
    <message>
        <source>Choose a Game</source>
        <translation>対局の選択</translation>
    </message>
    <message>
        <source>“%1” holds %2 games. Which one do you want to see?</source>
        <translation>「%1」には%2局が収められています。どの対局を表示しますか？</translation>
    </message>
    <message>
        <source>There is nothing to paste.</source>
        <translation>貼り付けるものがありません。</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードに文字列がありません。</translation>
    </message>
    <message>
        <source>The clipboard holds no game record that can be read.</source>
        <translation>クリップボードに読み込める棋譜がありません。</translation>
    </message>
    <message>
        <source>Copy a game as KIF, KI2, CSA, JKF, SFEN, USI or PSN text. %1</source>
        <translation>KIF、KI2、CSA、JKF、SFEN、USI、PSN 形式の棋譜をコピーしてください。%1</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>「%1」を開きました。</translation>
    </message>
    <message>
        <source>Opened “%1” with warnings: %2</source>
        <translation>「%1」を開きました（警告：%2）</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <source>Could not save “%1”.</source>
        <translation>「%1」を保存できませんでした。</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>「%1」を保存しました。</translation>
    </message>
    <message>
        <source>Saved “%1”. That format does not hold every variation and comment of this record; KIF and JKF keep them all.</source>
        <translation>「%1」を保存しました。この形式ではこの棋譜の変化やコメントの一部が保存されません。KIF と JKF ならすべて保存されます。</translation>
    </message>
    <message>
        <source>Position copied as SFEN.</source>
        <translation>局面をSFENでコピーしました。</translation>
    </message>
    <message>
        <source>Game copied as KIF.</source>
        <translation>棋譜をKIF形式でコピーしました。</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 ピクセル</translation>
    </message>
    <message>
        <source>Export Position as PNG</source>
        <translation>局面をPNG画像で書き出す</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>画像の大きさ：</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Could not export “%1”.</source>
        <translation>「%1」を書き出せませんでした。</translation>
    </message>
    <message>
        <source>Position exported to “%1”.</source>
        <translation>局面を「%1」に書き出しました。</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG画像 (*.svg)</translation>
    </message>
    <message>
        <source>Export Position as SVG</source>
        <translation>局面をSVG画像で書き出す</translation>
    </message>
    <message>
        <source>“%1” was not opened; the game on the board is kept.</source>
        <translation>「%1」は開きませんでした。盤上の対局はそのままです。</translation>
    </message>
    <message>
        <source>The pasted game was not opened; the game on the board is kept.</source>
        <translation>貼り付けた棋譜は開きませんでした。盤上の対局はそのままです。</translation>
    </message>
    <message>
        <source>This game has not been saved. Save it first?</source>
        <translation>この対局の棋譜は保存されていません。先に保存しますか？</translation>
    </message>
    <message>
        <source>The pasted game has changes that are not saved. Save them first?</source>
        <translation>貼り付けた棋譜には保存されていない変更があります。先に保存しますか？</translation>
    </message>
    <message>
        <source>Shogiban</source>
        <translation>Shogiban</translation>
    </message>
    <message>
        <source>Could not save “%1” in Shift_JIS.</source>
        <translation>「%1」を Shift_JIS で保存できませんでした。</translation>
    </message>
    <message>
        <source>Save as UTF-8 .%1</source>
        <translation>UTF-8 の .%1 として保存</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>編集した局面</translation>
    </message>
    <message>
        <source>The position you set up has not been saved. Save it first?</source>
        <translation>編集した局面は保存されていません。先に保存しますか？</translation>
    </message>
    <message>
        <source>The position was not opened; the game on the board is kept.</source>
        <translation>局面は開きませんでした。盤上の対局はそのままです。</translation>
    </message>
    <message>
        <source>The position you set up is ready to analyse.</source>
        <translation>編集した局面を検討できます。</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
</context>
<context>
    <name>GameAnalysis</name>
    <message>
        <source>Engine %1 answered with no move: it cannot analyse this game.</source>
        <translation>エンジン %1 は指し手を返しませんでした。この棋譜は解析できません。</translation>
    </message>
    <message>
        <source>Engine %1 answered “%2”, which is not a legal move in the position: it cannot analyse this game.</source>
        <translation>エンジン %1 の応答「%2」はこの局面の合法手ではありません。この棋譜は解析できません。</translation>
    </message>
    <message>
        <source>Engine %1 sent a line beginning with “%2”, which is not a legal move in the position: it cannot analyse this game.</source>
        <translation>エンジン %1 の読み筋は「%2」で始まっていますが、これはこの局面の合法手ではありません。この棋譜は解析できません。</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The last output of %1:</source>
        <translation>%1 の最後の出力:</translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation>対局を中断しました。</translation>
    </message>
    <message>
        <source>%1 stopped working: %2 wins.</source>
        <translation>%1が動作を停止しました。%2の勝ちです。</translation>
    </message>
</context>
<context>
    <name>HeadersDialog</name>
    <message>
        <source>Game Information</source>
        <translation>対局情報</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>棋戦：</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>場所：</translation>
    </message>
    <message>
        <source>Started:</source>
        <translation>開始日時：</translation>
    </message>
    <message>
        <source>Ended:</source>
        <translation>終了日時：</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>持ち時間：</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>戦型：</translation>
    </message>
    <message>
        <source>Custom start position</source>
        <translation>任意の開始局面</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>手合割：</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Cancel &amp;Hint</source>
        <translation>ヒントを取り消す(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Suggest a move for the side to play, with the reason (H)</source>
        <translation>手番の側に次の一手とその理由を示します (H)</translation>
    </message>
    <message>
        <source>Hint cancelled.</source>
        <translation>ヒントを取り消しました。</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>ヒントを探しています…</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>the pawn</source>
        <translation>歩</translation>
    </message>
    <message>
        <source>the lance</source>
        <translation>香車</translation>
    </message>
    <message>
        <source>the knight</source>
        <translation>桂馬</translation>
    </message>
    <message>
        <source>the silver</source>
        <translation>銀</translation>
    </message>
    <message>
        <source>the gold</source>
        <translation>金</translation>
    </message>
    <message>
        <source>the bishop</source>
        <translation>角</translation>
    </message>
    <message>
        <source>the rook</source>
        <translation>飛車</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>玉</translation>
    </message>
    <message>
        <source>the tokin</source>
        <translation>と金</translation>
    </message>
    <message>
        <source>the promoted lance</source>
        <translation>成香</translation>
    </message>
    <message>
        <source>the promoted knight</source>
        <translation>成桂</translation>
    </message>
    <message>
        <source>the promoted silver</source>
        <translation>成銀</translation>
    </message>
    <message>
        <source>the horse</source>
        <translation>馬</translation>
    </message>
    <message>
        <source>the dragon</source>
        <translation>龍</translation>
    </message>
    <message>
        <source>Hint: declare impasse (jishogi) now: the count wins the game.</source>
        <translation>ヒント：今、入玉宣言をすれば勝ちです。</translation>
    </message>
    <message>
        <source>No move to suggest: the game is lost.</source>
        <translation>勧める手がありません。負けです。</translation>
    </message>
    <message>
        <source>It mates.</source>
        <translation>詰みです。</translation>
    </message>
    <message>
        <source>It mates in %1 moves.</source>
        <translation>%1手詰めです。</translation>
    </message>
    <message>
        <source>Every move loses now; this one holds out longest.</source>
        <translation>どの手でも負けですが、この手が最も長く粘れます。</translation>
    </message>
    <message>
        <source>It takes %1.</source>
        <translation>%1を取ります。</translation>
    </message>
    <message>
        <source>It takes %1, which nothing defends.</source>
        <translation>タダの%1を取ります。</translation>
    </message>
    <message>
        <source>It takes %1 and wins the exchange.</source>
        <translation>%1を取って駒得になります。</translation>
    </message>
    <message>
        <source>It moves %1 out of danger.</source>
        <translation>狙われている%1を逃がします。</translation>
    </message>
    <message>
        <source>It gives check.</source>
        <translation>王手をかけます。</translation>
    </message>
    <message>
        <source>It promotes.</source>
        <translation>成ります。</translation>
    </message>
    <message>
        <source>A quiet move: the engine&apos;s choice after a short search.</source>
        <translation>静かな手です（エンジンが短く読んで選んだ手）。</translation>
    </message>
    <message>
        <source>Still under attack: %1 on %2.</source>
        <translation>まだ狙われています：%2の%1。</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>ヒント：%1。%2</translation>
    </message>
</context>
<context>
    <name>ImpasseCard</name>
    <message>
        <source>%1/%2 pts</source>
        <translation>%1/%2点</translation>
    </message>
    <message>
        <source>27-point rule</source>
        <translation>27点法</translation>
    </message>
    <message>
        <source>24-point rule</source>
        <translation>24点法</translation>
    </message>
    <message numerus="yes">
        <source>Impasse (jishogi), %1: %2 has %n point(s), %3 needed.</source>
        <translation>
            <numerusform>持将棋（%1）：%2は%n点、必要なのは%3点です。</numerusform>
        </translation>
    </message>
    <message>
        <source>A declaration is made on one&apos;s own turn.</source>
        <translation>宣言は自分の手番でのみできます。</translation>
    </message>
    <message>
        <source>Declaring now would win the game.</source>
        <translation>今宣言すれば勝ちになります。</translation>
    </message>
    <message>
        <source>Declaring now would end the game in a draw.</source>
        <translation>今宣言すれば持将棋で引き分けになります。</translation>
    </message>
    <message>
        <source>Declaring now would not qualify.</source>
        <translation>今宣言しても条件を満たしていません。</translation>
    </message>
</context>
<context>
    <name>JapaneseMove</name>
    <message>
        <source>同 (same square) with no previous move</source>
        <translation>直前の指し手がないのに同があります</translation>
    </message>
    <message>
        <source>同 names a square the previous move did not go to</source>
        <translation>同の指すマスが直前の指し手の移動先と違います</translation>
    </message>
    <message>
        <source>no piece of the side to move on %1</source>
        <translation>%1に手番の側の駒がありません</translation>
    </message>
    <message>
        <source>the piece on %1 is %2, not %3</source>
        <translation>%1の駒は%2で、%3ではありません</translation>
    </message>
    <message>
        <source>a promoted piece cannot be dropped</source>
        <translation>成駒は打てません</translation>
    </message>
    <message>
        <source>cannot be played: %1</source>
        <translation>指せません：%1</translation>
    </message>
    <message>
        <source>ambiguous: %1 pieces could make %2</source>
        <translation>曖昧です：%2を指せる駒が%1枚あります</translation>
    </message>
    <message>
        <source>no piece can make %1</source>
        <translation>%1を指せる駒がありません</translation>
    </message>
</context>
<context>
    <name>JkfReader</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation>正しい JSON ではありません：%1</translation>
    </message>
    <message>
        <source>a JKF record is a JSON object</source>
        <translation>JKF の棋譜は JSON オブジェクトです</translation>
    </message>
    <message>
        <source>header: not an object</source>
        <translation>header：オブジェクトではありません</translation>
    </message>
    <message>
        <source>moves: missing or not an array</source>
        <translation>moves：ないか配列ではありません</translation>
    </message>
    <message>
        <source>header.%1: not a string</source>
        <translation>header.%1：文字列ではありません</translation>
    </message>
    <message>
        <source>initial: not an object</source>
        <translation>initial：オブジェクトではありません</translation>
    </message>
    <message>
        <source>initial.preset: unknown preset &apos;%1&apos;</source>
        <translation>initial.preset：不明な手合「%1」</translation>
    </message>
    <message>
        <source>initial.data: a custom start needs color, a 9x9 board and two hands</source>
        <translation>initial.data：任意の開始局面には color、9x9 の盤、両者の持ち駒が必要です</translation>
    </message>
    <message>
        <source>initial.data.board[%1]: not 9 squares</source>
        <translation>initial.data.board[%1]：9マスではありません</translation>
    </message>
    <message>
        <source>initial.data.board[%1][%2]: not a piece</source>
        <translation>initial.data.board[%1][%2]：駒ではありません</translation>
    </message>
    <message>
        <source>initial.data.hands[%1].%2: not a count of a hand piece</source>
        <translation>initial.data.hands[%1].%2：持ち駒の枚数ではありません</translation>
    </message>
    <message>
        <source>initial.data.color: must be 0 (Black) or 1 (White)</source>
        <translation>initial.data.color：0（先手）か1（後手）でなければなりません</translation>
    </message>
    <message>
        <source>initial.data: not a valid position: %1</source>
        <translation>initial.data：正しい局面ではありません：%1</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1：オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: the first entry stands for the start position and holds no move</source>
        <translation>%1：最初の要素は開始局面を表し、指し手を持ちません</translation>
    </message>
    <message>
        <source>%1: not an array of moves</source>
        <translation>%1：指し手の配列ではありません</translation>
    </message>
    <message>
        <source>%1.forks: not an array</source>
        <translation>%1.forks：配列ではありません</translation>
    </message>
    <message>
        <source>%1: unknown special &apos;%2&apos; is ignored</source>
        <translation>%1：不明な special「%2」は無視します</translation>
    </message>
    <message>
        <source>%1: an entry needs a move or a special</source>
        <translation>%1：要素には move か special が必要です</translation>
    </message>
    <message>
        <source>%1.comments: not an array</source>
        <translation>%1.comments：配列ではありません</translation>
    </message>
    <message>
        <source>%1.comments: not a list of strings</source>
        <translation>%1.comments：文字列の並びではありません</translation>
    </message>
    <message>
        <source>%1.now: not a time like {&quot;m&quot;:1,&quot;s&quot;:5}</source>
        <translation>%1.now：{&quot;m&quot;:1,&quot;s&quot;:5} のような時間ではありません</translation>
    </message>
    <message>
        <source>%1.total: not a time like {&quot;h&quot;:0,&quot;m&quot;:1,&quot;s&quot;:5}</source>
        <translation>%1.total：{&quot;h&quot;:0,&quot;m&quot;:1,&quot;s&quot;:5} のような時間ではありません</translation>
    </message>
    <message>
        <source>%1.color: must be 0 (Black) or 1 (White)</source>
        <translation>%1.color：0（先手）か1（後手）でなければなりません</translation>
    </message>
    <message>
        <source>%1: a move of Black&apos;s, but White is to move</source>
        <translation>%1：先手の指し手ですが、後手番です</translation>
    </message>
    <message>
        <source>%1: a move of White&apos;s, but Black is to move</source>
        <translation>%1：後手の指し手ですが、先手番です</translation>
    </message>
    <message>
        <source>%1.to: missing or not a square {&quot;x&quot;:1-9,&quot;y&quot;:1-9}</source>
        <translation>%1.to：ないかマス {&quot;x&quot;:1-9,&quot;y&quot;:1-9} ではありません</translation>
    </message>
    <message>
        <source>%1.piece: &apos;%2&apos; is not a piece (FU, KY, ... RY)</source>
        <translation>%1.piece：「%2」は駒（FU、KY、… RY）ではありません</translation>
    </message>
    <message>
        <source>%1.from: not a square {&quot;x&quot;:1-9,&quot;y&quot;:1-9}</source>
        <translation>%1.from：マス {&quot;x&quot;:1-9,&quot;y&quot;:1-9} ではありません</translation>
    </message>
    <message>
        <source>the mover has no piece on %1%2</source>
        <translation>手番の側の駒が%1%2にありません</translation>
    </message>
    <message>
        <source>the piece on %1%2 is %3, not %4</source>
        <translation>%1%2の駒は%3で、%4ではありません</translation>
    </message>
    <message>
        <source>%1.relative: &apos;%2&apos; is not one of L C R U M D H</source>
        <translation>%1.relative：「%2」は L C R U M D H のいずれでもありません</translation>
    </message>
</context>
<context>
    <name>Ki2Reader</name>
    <message>
        <source>line %1: ending not understood: %2</source>
        <translation>%1行：終局を読み取れません：%2</translation>
    </message>
    <message>
        <source>line %1: a second ending ignored: %2</source>
        <translation>%1行：二つ目の終局は無視します：%2</translation>
    </message>
    <message>
        <source>expected ▲ or △ at &apos;%1&apos;</source>
        <translation>「%1」の位置に▲か△が必要です</translation>
    </message>
    <message>
        <source>cannot read the move &apos;%1&apos;</source>
        <translation>指し手「%1」を読み取れません</translation>
    </message>
    <message>
        <source>line %1: %2 is marked for the side not to move</source>
        <translation>%1行：%2に手番でない側の印が付いています</translation>
    </message>
    <message>
        <source>move %1 %2: %3</source>
        <translation>%1手目 %2：%3</translation>
    </message>
</context>
<context>
    <name>KifCommon</name>
    <message>
        <source>&apos;%1&apos; is not a piece in hand</source>
        <translation>「%1」は持ち駒ではありません</translation>
    </message>
    <message>
        <source>a board row must end with &apos;|&apos;</source>
        <translation>盤面の段は「|」で終わらなければなりません</translation>
    </message>
    <message>
        <source>a board row has %1 squares, expected %2</source>
        <translation>盤面の段が%1マスです（%2マスのはず）</translation>
    </message>
    <message>
        <source>the board has more than %1 rows</source>
        <translation>盤面が%1段を超えています</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece</source>
        <translation>「%1」は駒ではありません</translation>
    </message>
    <message>
        <source>the board has %1 rows, expected %2</source>
        <translation>盤面が%1段です（%2段のはず）</translation>
    </message>
    <message>
        <source>the board diagram: %1</source>
        <translation>盤面図：%1</translation>
    </message>
    <message>
        <source>unknown 手合割 &apos;%1&apos; and no board diagram</source>
        <translation>不明な手合割「%1」で、盤面図もありません</translation>
    </message>
    <message>
        <source>move %1 comes after the ending (%2)</source>
        <translation>指し手%1が終局（%2）の後にあります</translation>
    </message>
    <message>
        <source>move %1 comes after an illegal move; only an ending may follow one</source>
        <translation>指し手%1が反則手の後にあります。反則手の後には終局しか置けません</translation>
    </message>
    <message>
        <source>line %1: move %2 %3 is illegal (%4); kept as recorded</source>
        <translation>%1行：%2手目 %3 は反則手です（%4）。棋譜のとおり残します</translation>
    </message>
    <message>
        <source>a second ending (%1) after %2</source>
        <translation>%2の後に二つ目の終局（%1）があります</translation>
    </message>
    <message>
        <source>変化：%1手 does not branch off any line read so far</source>
        <translation>変化：%1手 はここまで読んだどの手順からも分岐しません</translation>
    </message>
    <message>
        <source>line %1 ignored: %2</source>
        <translation>%1行を無視しました：%2</translation>
    </message>
</context>
<context>
    <name>KifReader</name>
    <message>
        <source>line %1: a second ending (%2) after %3 ignored</source>
        <translation>%1行：%3の後の二つ目の終局（%2）は無視します</translation>
    </message>
    <message>
        <source>line %1: move number %2 where %3 was expected; read in file order</source>
        <translation>%1行：%3手目のはずが%2手目になっています。ファイルの順に読みます</translation>
    </message>
    <message>
        <source>cannot read move %1 &apos;%2&apos;</source>
        <translation>%1手目「%2」を読み取れません</translation>
    </message>
    <message>
        <source>move %1 %2: %3</source>
        <translation>%1手目 %2：%3</translation>
    </message>
</context>
<context>
    <name>LearnActions</name>
    <message>
        <source>Learn Shogi</source>
        <translation>将棋を覚える</translation>
    </message>
    <message>
        <source>New to shogi? The lessons teach you, step by step, from the moves of each piece to your first checkmate.</source>
        <translation>将棋は初めてですか？レッスンでは、駒の動かし方から最初の詰みまで、一歩ずつ学べます。</translation>
    </message>
    <message>
        <source>Start the Lessons</source>
        <translation>レッスンを始める</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>あとで</translation>
    </message>
    <message>
        <source>You can open them at any time from Help → Learn Shogi.</source>
        <translation>いつでも「ヘルプ」→「将棋を覚える」から開けます。</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>学ぶ(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>レッスン(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Learn Shogi…</source>
        <translation>将棋を覚える(&amp;L)…</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Not allowed: %1</source>
        <translation>指せません：%1</translation>
    </message>
    <message>
        <source>That move is allowed, but it is not the one asked for. Try again.</source>
        <translation>その手は指せますが、求められている手ではありません。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>That move gives no check. Try again.</source>
        <translation>その手は王手になっていません。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>That is not checkmate: the king still has a way out. Try again.</source>
        <translation>詰みではありません。玉にはまだ逃げ道があります。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>Your king is safe, but not in the way asked for. Try again.</source>
        <translation>玉は安全になりましたが、求められた受け方ではありません。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>Drop a piece from your hand, beside the board. Try again.</source>
        <translation>盤の横の持ち駒を打ってください。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>No moves left for this level. Try again.</source>
        <translation>この問題の手数を使い切りました。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>Well done! Stage complete.</source>
        <translation>よくできました！ステージクリアです。</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>よくできました！</translation>
    </message>
    <message>
        <source>%1. %2
%3 of %4 stars</source>
        <translation>%1. %2
星 %3 / %4</translation>
    </message>
    <message>
        <source>Level %1 of %2</source>
        <translation>第%1問（全%2問）</translation>
    </message>
    <message>
        <source>Learn Shogi</source>
        <translation>将棋を覚える</translation>
    </message>
    <message>
        <source>Start Again</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Replay This Stage</source>
        <translation>このステージをやり直す</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>駒：</translation>
    </message>
    <message>
        <source>Beginner (moves drawn on the pieces)</source>
        <translation>初心者用（動きが描かれた駒）</translation>
    </message>
    <message>
        <source>Kanji</source>
        <translation>漢字</translation>
    </message>
    <message>
        <source>Western</source>
        <translation>西洋式</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新規対局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <source>Declare &amp;Impasse (Jishogi)…</source>
        <translation>入玉宣言（持将棋）(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>盤面反転(&amp;F)</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>全画面表示(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;About Shogiban</source>
        <translation>Shogiban について(&amp;A)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>Move %1: %2 to play</source>
        <translation>%1手目：%2の手番</translation>
    </message>
    <message>
        <source>Reviewing the start position. Choose “Back to game” to play on.</source>
        <translation>開始局面を表示しています。対局を続けるには「対局に戻る」を選んでください。</translation>
    </message>
    <message>
        <source>Reviewing the position after move %1. Choose “Back to game” to play on.</source>
        <translation>%1手目の局面を表示しています。対局を続けるには「対局に戻る」を選んでください。</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>対局を続ける</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>一手戻しました。</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>Under tournament rules a declaration that does not qualify loses.</source>
        <translation>公式ルールでは、条件を満たさない宣言は負けになります。</translation>
    </message>
    <message>
        <source>In a friendly game it will be refused and the game goes on.</source>
        <translation>練習対局では宣言は受け付けられず、対局が続きます。</translation>
    </message>
    <message>
        <source>Declare Impasse</source>
        <translation>入玉宣言</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>宣言する</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>The impasse declaration does not qualify; the game goes on.</source>
        <translation>入玉宣言の条件を満たしていません。対局を続けます。</translation>
    </message>
    <message>
        <source>About Shogiban</source>
        <translation>Shogiban について</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>棋譜(&amp;R)</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>棋譜の移動</translation>
    </message>
    <message>
        <source>Illegal move: the record ends here</source>
        <translation>反則手：棋譜はここで終わります</translation>
    </message>
    <message>
        <source>New variation at move %1; the main line is unchanged.</source>
        <translation>%1手目に変化を追加しました。本譜はそのままです。</translation>
    </message>
    <message>
        <source>Resign the game for %1? %2 wins it.</source>
        <translation>%1の投了にしますか？%2の勝ちになります。</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>エンジン(&amp;E)…</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Res&amp;ume Game</source>
        <translation>対局を再開(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Pause Game</source>
        <translation>対局を一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;top Game</source>
        <translation>対局を中断(&amp;T)</translation>
    </message>
    <message>
        <source>Play On Against Shogiban</source>
        <translation>Shogibanを相手に続ける</translation>
    </message>
    <message>
        <source>Make your first move to start the game, or choose New Game.</source>
        <translation>最初の一手を指すと対局が始まります。新規対局も選べます。</translation>
    </message>
    <message>
        <source>Choose New Game to start the game.</source>
        <translation>新規対局を選ぶと対局が始まります。</translation>
    </message>
    <message>
        <source>Choose New Game to start the game: %1 moves first.</source>
        <translation>新規対局を選ぶと対局が始まります（%1が先に指します）。</translation>
    </message>
    <message>
        <source>Whole game: %1</source>
        <translation>棋譜解析: %1</translation>
    </message>
    <message>
        <source>The puzzles from Shōgi Zukō (1755) and Shōgi Musō (1734) come from the public-domain records of the Open Tsume project (github.com/tokoroten/edo_era_tsume_shogi, CC0).</source>
        <translation>将棋図巧（1755年）と将棋無双（1734年）の問題は、Open Tsume プロジェクトのパブリックドメインの記録（github.com/tokoroten/edo_era_tsume_shogi、CC0）によります。</translation>
    </message>
    <message>
        <source>The game ended after move %1.</source>
        <translation>%1手で終局しました。</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>振り返る</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>新規対局…</translation>
    </message>
    <message>
        <source>Shogiban %1
Shogi for the desktop: play a person or the computer, with handicaps and clocks; lessons and puzzles; games reviewed with an engine&apos;s analysis; four piece styles.</source>
        <translation>Shogiban %1
デスクトップで指す将棋：人ともコンピュータとも対局でき、駒落ちと対局時計、レッスンと詰将棋・次の一手、エンジンの解析による棋譜の振り返り、四種類の駒を備えています。</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>GNU 一般公衆利用許諾書（GPL）バージョン3以降のもとで配布されるフリーソフトウェアです。</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>対局に戻る</translation>
    </message>
    <message>
        <source>%1 (illegal)</source>
        <translation>%1（反則）</translation>
    </message>
    <message>
        <source>An illegal move, kept as the record has it: the line ends here.</source>
        <translation>棋譜に記録されたままの反則手です。この手順はここで終わります。</translation>
    </message>
    <message>
        <source>Alternatives exist at this move.</source>
        <translation>この手には分岐があります。</translation>
    </message>
    <message>
        <source>This move has a comment.</source>
        <translation>この手にはコメントがあります。</translation>
    </message>
    <message>
        <source>Alternatives to move %1:</source>
        <translation>%1手目の分岐：</translation>
    </message>
    <message>
        <source>No alternatives to this move.</source>
        <translation>この手に分岐はありません。</translation>
    </message>
    <message>
        <source>The mover&apos;s win rate fell by %1 points with this move.</source>
        <translation>この手で指した側の勝率が %1 ポイント下がりました。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Decide who plays Black by furigoma (tossing five pawns)</source>
        <translation>振り駒で先手を決める（歩を5枚振る）</translation>
    </message>
    <message>
        <source>Toss the pawns</source>
        <translation>駒を振る</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>Friendly: an illegal move is refused and may be retried</source>
        <translation>練習対局：反則手は受け付けず、指し直せる</translation>
    </message>
    <message>
        <source>Tournament: an illegal move loses the game</source>
        <translation>公式ルール：反則手は反則負け</translation>
    </message>
    <message>
        <source>27-point rule (declaration, as on 81Dojo)</source>
        <translation>27点法（宣言法、81道場と同じ）</translation>
    </message>
    <message>
        <source>24-point rule (professional, a draw is possible)</source>
        <translation>24点法（プロの規定、引き分けあり）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>盤：</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>手合割：</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Illegal moves:</source>
        <translation>反則：</translation>
    </message>
    <message>
        <source>Impasse (jishogi):</source>
        <translation>持将棋：</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Senior player (tosses the pawns):</source>
        <translation>上位者（振り駒をする）：</translation>
    </message>
    <message>
        <source>Other player:</source>
        <translation>相手：</translation>
    </message>
    <message>
        <source>The senior player</source>
        <translation>上位者</translation>
    </message>
    <message>
        <source>The other player</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>%1 and %2 face up: %3 plays Black (sente) and moves first.</source>
        <translation>%1、%2。%3が先手です。</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>歩が%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokin(s)</source>
        <translation>
            <numerusform>とが%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>More pawns than tokins face up: the senior player plays Black.</source>
        <translation>歩が多く出れば上位者が先手、とが多く出れば相手が先手です。</translation>
    </message>
    <message>
        <source>The position set up in the editor</source>
        <translation>局面編集で作った局面</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>開始局面：</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>エンジン(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>OptionEditor</name>
    <message>
        <source>This engine has no options.</source>
        <translation>このエンジンには設定項目がありません。</translation>
    </message>
    <message>
        <source>Reset to Defaults</source>
        <translation>既定値に戻す</translation>
    </message>
    <message>
        <source>A whole number from %1 to %2</source>
        <translation>%1から%2までの整数</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Choose the File for %1</source>
        <translation>%1のファイルを選択</translation>
    </message>
    <message>
        <source>Sends “%1” to the engine now</source>
        <translation>「%1」を今すぐエンジンに送ります</translation>
    </message>
    <message>
        <source>Only while the engine runs</source>
        <translation>エンジンの実行中のみ</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Shogiban (level %1)</source>
        <translation>Shogiban（レベル%1）</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>レベル:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>1手の時間:</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名前（省略可）</translation>
    </message>
    <message>
        <source>1 is for someone who has just learned the moves; 10 is full strength.</source>
        <translation>1は駒の動かし方を覚えたばかりの人向け、10は最強です。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
</context>
<context>
    <name>PlayerFactory</name>
    <message>
        <source>The engine chosen for this game is no longer in the engine list.</source>
        <translation>この対局に選んだエンジンはエンジン一覧にもうありません。</translation>
    </message>
    <message>
        <source>Engine %1 cannot play on this board.</source>
        <translation>エンジン %1 はこの盤では指せません。</translation>
    </message>
</context>
<context>
    <name>PositionExport</name>
    <message>
        <source>Shogi position</source>
        <translation>将棋の局面</translation>
    </message>
</context>
<context>
    <name>PositionIssueText</name>
    <message>
        <source>Black has no king.</source>
        <translation>先手の玉がありません。</translation>
    </message>
    <message>
        <source>White has no king.</source>
        <translation>後手の玉がありません。</translation>
    </message>
    <message>
        <source>Black has %1 kings; each side has one.</source>
        <translation>先手の玉が%1枚あります。玉は一枚ずつです。</translation>
    </message>
    <message>
        <source>White has %1 kings; each side has one.</source>
        <translation>後手の玉が%1枚あります。玉は一枚ずつです。</translation>
    </message>
    <message>
        <source>Black&apos;s pawn on %1 could never move.</source>
        <translation>%1の先手の歩は行き所のない駒です。</translation>
    </message>
    <message>
        <source>White&apos;s pawn on %1 could never move.</source>
        <translation>%1の後手の歩は行き所のない駒です。</translation>
    </message>
    <message>
        <source>Black&apos;s lance on %1 could never move.</source>
        <translation>%1の先手の香は行き所のない駒です。</translation>
    </message>
    <message>
        <source>White&apos;s lance on %1 could never move.</source>
        <translation>%1の後手の香は行き所のない駒です。</translation>
    </message>
    <message>
        <source>Black&apos;s knight on %1 could never move.</source>
        <translation>%1の先手の桂は行き所のない駒です。</translation>
    </message>
    <message>
        <source>White&apos;s knight on %1 could never move.</source>
        <translation>%1の後手の桂は行き所のない駒です。</translation>
    </message>
    <message>
        <source>Nifu: Black has %1 unpromoted pawns on file %2.</source>
        <translation>二歩：先手の歩が%2筋に%1枚あります。</translation>
    </message>
    <message>
        <source>Nifu: White has %1 unpromoted pawns on file %2.</source>
        <translation>二歩：後手の歩が%2筋に%1枚あります。</translation>
    </message>
    <message>
        <source>Too many pawns: %1, and the set has %2.</source>
        <translation>歩が多すぎます：%1枚（駒一式には%2枚）。</translation>
    </message>
    <message>
        <source>Too many lances: %1, and the set has %2.</source>
        <translation>香が多すぎます：%1枚（駒一式には%2枚）。</translation>
    </message>
    <message>
        <source>Too many knights: %1, and the set has %2.</source>
        <translation>桂が多すぎます：%1枚（駒一式には%2枚）。</translation>
    </message>
    <message>
        <source>Too many silvers: %1, and the set has %2.</source>
        <translation>銀が多すぎます：%1枚（駒一式には%2枚）。</translation>
    </message>
    <message>
        <source>Too many golds: %1, and the set has %2.</source>
        <translation>金が多すぎます：%1枚（駒一式には%2枚）。</translation>
    </message>
    <message>
        <source>Too many bishops: %1, and the set has %2.</source>
        <translation>角が多すぎます：%1枚（駒一式には%2枚）。</translation>
    </message>
    <message>
        <source>Too many rooks: %1, and the set has %2.</source>
        <translation>飛が多すぎます：%1枚（駒一式には%2枚）。</translation>
    </message>
    <message>
        <source>Black is in check with White to move: the king could be captured.</source>
        <translation>後手番なのに先手玉に王手がかかっています（玉が取られる局面）。</translation>
    </message>
    <message>
        <source>White is in check with Black to move: the king could be captured.</source>
        <translation>先手番なのに後手玉に王手がかかっています（玉が取られる局面）。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>駒</translation>
    </message>
    <message>
        <source>Piece style:</source>
        <translation>駒の種類：</translation>
    </message>
    <message>
        <source>Kanji (traditional)</source>
        <translation>漢字（伝統的な駒）</translation>
    </message>
    <message>
        <source>Western (pictograms and letters)</source>
        <translation>西洋式（絵とアルファベット）</translation>
    </message>
    <message>
        <source>Beginner (kanji with the moves drawn)</source>
        <translation>初心者向け（動きを描いた漢字の駒）</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <source>Board look:</source>
        <translation>盤の外観：</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>木目</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>無地</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>強調表示</translation>
    </message>
    <message>
        <source>Legal destinations of the selected piece</source>
        <translation>選んだ駒の移動先</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>最終手</translation>
    </message>
    <message>
        <source>King in check</source>
        <translation>王手がかかった玉</translation>
    </message>
    <message>
        <source>Threats: your attacked pieces that nothing defends</source>
        <translation>浮き駒：相手の利きがあり、守りのない自分の駒</translation>
    </message>
    <message>
        <source>Moves and language</source>
        <translation>棋譜と言語</translation>
    </message>
    <message>
        <source>Move notation:</source>
        <translation>棋譜の表記：</translation>
    </message>
    <message>
        <source>Japanese (☗７六歩)</source>
        <translation>日本式（☗７六歩）</translation>
    </message>
    <message>
        <source>Western (P-7f)</source>
        <translation>西洋式（P-7f）</translation>
    </message>
    <message>
        <source>Promotion:</source>
        <translation>成り：</translation>
    </message>
    <message>
        <source>Ask when promotion is optional</source>
        <translation>成・不成を選べるときは確認する</translation>
    </message>
    <message>
        <source>Always promote</source>
        <translation>常に成る</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>システムの設定に従う</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Two-character kanji faces, as on most wooden sets</source>
        <translation>二文字の駒（飛車・角行など、木の駒と同じ）</translation>
    </message>
    <message>
        <source>Western coordinates (ranks a–i instead of kanji numerals)</source>
        <translation>西洋式の座標（段を漢数字ではなく a〜i で表示）</translation>
    </message>
    <message>
        <source>Sounds: moves, captures, checks, the last ten seconds, the end of a game</source>
        <translation>効果音：指し手、駒取り、王手、最後の10秒、終局</translation>
    </message>
    <message>
        <source>Turn the board to the person playing the computer</source>
        <translation>コンピュータと対局する人の側から盤を見せる</translation>
    </message>
    <message>
        <source>Write the computer&apos;s evaluation of each of its moves into the record</source>
        <translation>コンピュータの各指し手の評価値を棋譜に書き込む</translation>
    </message>
    <message>
        <source>Show those evaluations during my games (otherwise when the game ends)</source>
        <translation>自分の対局中にも評価値を表示する（オフなら終局後に表示）</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>PDFで書き出す(&amp;D)…</translation>
    </message>
    <message>
        <source>Print Diagram S&amp;heet…</source>
        <translation>局面図シートを印刷(&amp;H)…</translation>
    </message>
    <message>
        <source>Print Game Record</source>
        <translation>棋譜を印刷</translation>
    </message>
    <message>
        <source>Could not print.</source>
        <translation>印刷できませんでした。</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>プリンターを使用できませんでした。</translation>
    </message>
    <message>
        <source>Export Game Record as PDF</source>
        <translation>棋譜をPDFで書き出す</translation>
    </message>
    <message>
        <source>Print Diagram Sheet</source>
        <translation>局面図シートを印刷</translation>
    </message>
    <message>
        <source>Export Diagram Sheet as PDF</source>
        <translation>局面図シートをPDFで書き出す</translation>
    </message>
    <message>
        <source>-diagrams</source>
        <extracomment>Added to the record&apos;s file name for a sheet of diagrams: game-diagrams.pdf.</extracomment>
        <translation>-局面図</translation>
    </message>
    <message>
        <source>PDF on A4 paper (*.pdf)</source>
        <translation>PDF（A4用紙） (*.pdf)</translation>
    </message>
    <message>
        <source>PDF on Letter paper (*.pdf)</source>
        <translation>PDF（レター用紙） (*.pdf)</translation>
    </message>
    <message>
        <source>game</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>Could not export “%1”.</source>
        <translation>「%1」を書き出せませんでした。</translation>
    </message>
    <message>
        <source>Exported “%1”.</source>
        <translation>「%1」を書き出しました。</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>印刷(&amp;I)…</translation>
    </message>
    <message>
        <source>Export Diagram Shee&amp;t as PDF…</source>
        <translation>局面図シートをPDFで書き出す(&amp;T)…</translation>
    </message>
    <message>
        <source>Print P&amp;uzzle Sheet…</source>
        <translation>問題シートを印刷(&amp;U)…</translation>
    </message>
    <message>
        <source>Export Puzzle Sheet as PDF…</source>
        <translation>問題シートを PDF に書き出す…</translation>
    </message>
    <message>
        <source>Print Puzzle Sheet</source>
        <translation>問題シートを印刷</translation>
    </message>
    <message>
        <source>Export Puzzle Sheet as PDF</source>
        <extracomment>Added to the record&apos;s file name for a sheet of puzzles: game-puzzles.pdf.</extracomment>
        <translation>問題シートを PDF に書き出す</translation>
    </message>
    <message>
        <source>-puzzles</source>
        <translation>-問題</translation>
    </message>
</context>
<context>
    <name>PrintPage</name>
    <message>
        <source>%1: %2</source>
        <extracomment>In a printout&apos;s heading: a side (&quot;▲Black&quot;) and its player&apos;s name.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <extracomment>Under a printed diagram: the position after move %1, which was %2 (☗７六歩 or P-7f).</extracomment>
        <translation>%1手目 %2</translation>
    </message>
</context>
<context>
    <name>PsnReader</name>
    <message>
        <source>line %1: the file holds more than one game; the first is read</source>
        <translation>%1行：ファイルに複数の棋譜があります。最初の棋譜を読み込みます</translation>
    </message>
    <message>
        <source>a variation before any move</source>
        <translation>指し手より前に変化があります</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>「)」に対応する変化がありません</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>予期しない「%1」</translation>
    </message>
    <message>
        <source>a variation is not closed: &apos;)&apos; is missing</source>
        <translation>変化が閉じていません：「)」がありません</translation>
    </message>
    <message>
        <source>a tag reads [Name &quot;value&quot;]</source>
        <translation>タグは [名前 &quot;値&quot;] の形です</translation>
    </message>
    <message>
        <source>the tag&apos;s value has no closing &apos;&quot;&apos;</source>
        <translation>タグの値に閉じる「&quot;」がありません</translation>
    </message>
    <message>
        <source>the tag has no closing &apos;]&apos;</source>
        <translation>タグに閉じる「]」がありません</translation>
    </message>
    <message>
        <source>unknown handicap &apos;%1&apos;</source>
        <translation>不明な手合割「%1」</translation>
    </message>
    <message>
        <source>the start position is not a valid SFEN: %1</source>
        <translation>開始局面が正しい SFEN ではありません：%1</translation>
    </message>
    <message>
        <source>a comment is not closed: &apos;}&apos; is missing</source>
        <translation>コメントが閉じていません：「}」がありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PSN move (like P-7f, Bx2b+, S-4c= or B*4e)</source>
        <translation>「%1」は PSN の指し手（P-7f、Bx2b+、S-4c=、B*4e など）ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: only an unpromoted piece from the hand can be dropped</source>
        <translation>「%1」：打てるのは成っていない持ち駒だけです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; could be %2 different moves; write the origin, like %3</source>
        <translation>「%1」は%2通りの指し手に読めます。%3のように移動元を書いてください</translation>
    </message>
    <message>
        <source>no piece of that kind can go there</source>
        <translation>その種類の駒はそこへ行けません</translation>
    </message>
</context>
<context>
    <name>PuzzleActions</name>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>詰将棋・次の一手(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>PuzzleSheet</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>%n手詰め</numerusform>
        </translation>
    </message>
    <message>
        <source>Find the best move</source>
        <translation>最善手を探せ</translation>
    </message>
    <message>
        <source>%1. %2 — %3 to move</source>
        <extracomment>On a sheet of puzzles: %1 the puzzle&apos;s number, %2 what it asks (&quot;Mate in 3&quot;), %3 the side to move.</extracomment>
        <translation>%1. %2 — %3番</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 を書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>PuzzleSheetDialog</name>
    <message>
        <source>Answers on a last page</source>
        <translation>最後のページに解答を載せる</translation>
    </message>
    <message>
        <source>Puzzle Sheet</source>
        <translation>問題シート</translation>
    </message>
    <message>
        <source> puzzles</source>
        <translation> 問</translation>
    </message>
    <message>
        <source>Collection:</source>
        <translation>問題集:</translation>
    </message>
    <message>
        <source>From puzzle:</source>
        <translation>開始問題番号:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>問題数:</translation>
    </message>
    <message>
        <source>%1, puzzles %2–%3</source>
        <extracomment>A puzzle sheet&apos;s title: %1 the collection, %2 and %3 the first and last problems&apos; numbers.</extracomment>
        <translation>%1 第%2問〜第%3問</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Checking your move…</source>
        <translation>指し手を確認しています…</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>詰将棋・次の一手</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>次の問題(&amp;N)</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>手数：</translation>
    </message>
    <message>
        <source>Collection:</source>
        <translation>問題集：</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Mate in 1</source>
        <translation>1手詰め</translation>
    </message>
    <message>
        <source>Mate in 3</source>
        <translation>3手詰め</translation>
    </message>
    <message>
        <source>Mate in 5 to 7</source>
        <translation>5〜7手詰め</translation>
    </message>
    <message>
        <source>Mate in 9 or more</source>
        <translation>9手詰め以上</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>次の一手</translation>
    </message>
    <message>
        <source>All collections</source>
        <translation>すべての問題集</translation>
    </message>
    <message>
        <source>Real games</source>
        <translation>実戦</translation>
    </message>
    <message>
        <source>Real games: next move</source>
        <translation>実戦・次の一手</translation>
    </message>
    <message>
        <source>Self-played games</source>
        <translation>自己対局</translation>
    </message>
    <message>
        <source>Shōgi Zukō (1755)</source>
        <translation>将棋図巧（1755年）</translation>
    </message>
    <message>
        <source>Shōgi Musō (1734)</source>
        <translation>将棋無双（1734年）</translation>
    </message>
    <message>
        <source>From my games</source>
        <translation>自分の対局から</translation>
    </message>
    <message>
        <source>No puzzle</source>
        <translation>問題がありません</translation>
    </message>
    <message>
        <source>No puzzle matches these filters.</source>
        <translation>この条件に合う問題はありません。</translation>
    </message>
    <message>
        <source>Black (Sente)</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>White (Gote)</source>
        <translation>後手</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>%n手詰め</numerusform>
        </translation>
    </message>
    <message>
        <source>Find the best move</source>
        <translation>最善手を探せ</translation>
    </message>
    <message>
        <source>%1 to move. Mate the king; every one of your moves must give check. The replies come by themselves.</source>
        <translation>%1番です。王手の連続で玉を詰ませてください。相手の応手は自動で指されます。</translation>
    </message>
    <message>
        <source>%1 to move. In this game a move here threw the advantage away: find the best one.</source>
        <translation>%1番です。この対局ではここで形勢を損ねる手が指されました。最善手を探してください。</translation>
    </message>
    <message>
        <source>Puzzle rating %1 (±%2) · solved %3 · failed %4 · streak %5 (best %6)</source>
        <translation>レーティング %1（±%2）・正解 %3・不正解 %4・連続正解 %5（最高 %6）</translation>
    </message>
    <message>
        <source>No hint here.</source>
        <translation>ここではヒントはありません。</translation>
    </message>
    <message>
        <source>Hint: drop a piece from your hand.</source>
        <translation>ヒント：持ち駒を打ちます。</translation>
    </message>
    <message>
        <source>Hint: move the marked piece.</source>
        <translation>ヒント：印の付いた駒を動かします。</translation>
    </message>
    <message>
        <source>Right. The defender answers.</source>
        <translation>正解です。相手が応じます。</translation>
    </message>
    <message>
        <source>Right. Go on.</source>
        <translation>正解です。続けてください。</translation>
    </message>
    <message>
        <source>Mate. Solved!</source>
        <translation>詰みました。正解です！</translation>
    </message>
    <message>
        <source>Right. Solved!</source>
        <translation>正解です！</translation>
    </message>
    <message numerus="yes">
        <source>Your mate took %n plies; a shorter one exists (%1 plies).</source>
        <translation>
            <numerusform>あなたの詰みは%n手でした。より短い詰み（%1手）があります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a check. In a tsume every move of the attacker must give check.</source>
        <translation>王手ではありません。詰将棋では攻め方は毎回王手をかけなければなりません。</translation>
    </message>
    <message>
        <source>Wrong: this reply (red arrow) escapes the mate.</source>
        <translation>不正解：この応手（赤い矢印）で詰みを逃れます。</translation>
    </message>
    <message>
        <source>Wrong: this reply (red arrow) punishes the move.</source>
        <translation>不正解：この応手（赤い矢印）で咎められます。</translation>
    </message>
    <message>
        <source>Wrong.</source>
        <translation>不正解です。</translation>
    </message>
    <message>
        <source>Retry, or go on to the next puzzle.</source>
        <translation>やり直すか、次の問題に進んでください。</translation>
    </message>
    <message>
        <source>That move could not be checked in time, so it was taken back. Try another, or the hint.</source>
        <translation>その手は時間内に確認できなかったので戻しました。別の手かヒントを試してください。</translation>
    </message>
</context>
<context>
    <name>PuzzlesFromGame</name>
    <message>
        <source>Make &amp;Puzzles from This Game</source>
        <translation>この対局から問題を作る(&amp;P)</translation>
    </message>
    <message>
        <source>Make Puzzles from This Game</source>
        <translation>この対局から問題を作る</translation>
    </message>
    <message>
        <source>This game has no evaluations yet. Run Record → Analyse Whole Game first.</source>
        <translation>この対局にはまだ評価値がありません。先に「棋譜 → 棋譜解析」を実行してください。</translation>
    </message>
    <message>
        <source>No move in this game gave away 20 points of win rate or more: no puzzle.</source>
        <translation>この対局には勝率を20ポイント以上損ねた手がないため、問題はできませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>Looking at %n moves that lost the advantage…</source>
        <translation>
            <numerusform>形勢を損ねた%n手を調べています…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>The puzzles could not be saved in %1.</source>
        <translation>問題を %1 に保存できませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) from this game, in the collection “From my games”. Solve them now?</source>
        <translation>
            <numerusform>この対局から新しい問題が%n問できました（問題集「自分の対局から」）。今すぐ解きますか？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadFailure</name>
    <message>
        <source>It is not a text file, so it is not a game record. Shogiban reads records written as KIF, KI2, CSA, JKF, SFEN, USI or PSN.</source>
        <translation>テキストファイルではないため、棋譜ではありません。Shogiban が読める棋譜は KIF、KI2、CSA、JKF、SFEN、USI、PSN 形式です。</translation>
    </message>
    <message>
        <source>It holds no game record: it is empty.</source>
        <translation>棋譜が入っていません。空のファイルです。</translation>
    </message>
    <message>
        <source>It is not a game record: nothing in it reads as KIF, KI2, CSA, JKF, SFEN, USI or PSN. It begins “%1”.</source>
        <translation>棋譜ではありません。KIF、KI2、CSA、JKF、SFEN、USI、PSN のどの形式としても読めません。先頭は「%1」です。</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>%1行目：%2</translation>
    </message>
</context>
<context>
    <name>RecordCursor</name>
    <message>
        <source>%1 is illegal (%2), but its line goes on with %3</source>
        <translation>%1は反則手（%2）ですが、その手順は%3と続いています</translation>
    </message>
    <message>
        <source>%1 cannot be played (%2), but its line goes on with %3</source>
        <translation>%1は指せません（%2）が、その手順は%3と続いています</translation>
    </message>
    <message>
        <source>%1 comes after the end of the game</source>
        <translation>%1が終局の後にあります</translation>
    </message>
    <message>
        <source>%1 is illegal (%2); it is kept, flagged, as the last move of its line</source>
        <translation>%1は反則手（%2）です。印を付けて、その手順の最後の指し手として残します</translation>
    </message>
    <message>
        <source>%1 cannot be played (%2); its line ends before it</source>
        <translation>%1は指せません（%2）。その手順はその前で終わります</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1行：%2</translation>
    </message>
</context>
<context>
    <name>RecordDownload</name>
    <message numerus="yes">
        <source>No complete answer within %n seconds.</source>
        <translation>
            <numerusform>%n秒以内に応答が完了しませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not an http or https address.</source>
        <translation>「%1」はhttpまたはhttpsのアドレスではありません。</translation>
    </message>
    <message>
        <source>The answer is %1 MB, more than a game record (at most %2 MB).</source>
        <translation>応答は%1 MBあり、棋譜としては大きすぎます（上限%2 MB）。</translation>
    </message>
    <message>
        <source>The answer is larger than a game record (more than %1 MB).</source>
        <translation>応答が棋譜としては大きすぎます（%1 MB超）。</translation>
    </message>
    <message>
        <source>The server answered %1 %2.</source>
        <translation>サーバーの応答：%1 %2</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>Game records (*.kif *.kifu *.ki2 *.ki2u *.csa *.jkf *.json *.sfen *.usi *.psn)</source>
        <translation>棋譜ファイル (*.kif *.kifu *.ki2 *.ki2u *.csa *.jkf *.json *.sfen *.usi *.psn)</translation>
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
        <translation>JSON棋譜フォーマット (*.jkf *.json)</translation>
    </message>
    <message>
        <source>SFEN and USI (*.sfen *.usi)</source>
        <translation>SFEN・USI (*.sfen *.usi)</translation>
    </message>
    <message>
        <source>PSN (*.psn)</source>
        <translation>PSN (*.psn)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>KIF, UTF-8 (*.kifu)</source>
        <translation>KIF、UTF-8 (*.kifu)</translation>
    </message>
    <message>
        <source>KIF, Shift_JIS for older programs (*.kif)</source>
        <translation>KIF、古いソフト向けの Shift_JIS (*.kif)</translation>
    </message>
    <message>
        <source>KI2, UTF-8 (*.ki2u)</source>
        <translation>KI2、UTF-8 (*.ki2u)</translation>
    </message>
    <message>
        <source>KI2, Shift_JIS for older programs (*.ki2)</source>
        <translation>KI2、古いソフト向けの Shift_JIS (*.ki2)</translation>
    </message>
    <message>
        <source>JSON Kifu Format (*.jkf)</source>
        <translation>JSON棋譜フォーマット (*.jkf)</translation>
    </message>
    <message>
        <source>SFEN (*.sfen)</source>
        <translation>SFEN (*.sfen)</translation>
    </message>
    <message>
        <source>USI position (*.usi)</source>
        <translation>USI の position (*.usi)</translation>
    </message>
    <message>
        <source>Game %1 (unreadable)</source>
        <translation>第%1局（読み込めません）</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n手</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation>第%1局：%2</translation>
    </message>
    <message>
        <source>KIF, UTF-8 (*.kif)</source>
        <translation>KIF、UTF-8 (*.kif)</translation>
    </message>
    <message>
        <source>KI2, UTF-8 (*.ki2)</source>
        <translation>KI2、UTF-8 (*.ki2)</translation>
    </message>
    <message>
        <source>Shift_JIS cannot hold every character of this record (%1). Today&apos;s programs read this file in UTF-8, with a first line that says so; the older programs that read only Shift_JIS do not. “%2” in Save As is UTF-8 too.</source>
        <translation>この棋譜には Shift_JIS で表せない文字があります（%1）。現在のソフトは、1行目で UTF-8 と宣言したこのファイルを読めますが、Shift_JIS しか読めない古いソフトは読めません。「名前を付けて保存」の「%2」も UTF-8 です。</translation>
    </message>
    <message>
        <source>The disk is full (%1). The file was not changed; make room, or save it on another disk.</source>
        <translation>ディスクがいっぱいです（%1）。ファイルは変更されていません。空き容量を確保するか、別のディスクに保存してください。</translation>
    </message>
</context>
<context>
    <name>RecordPrint</name>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 を書き込めませんでした。</translation>
    </message>
    <message>
        <source>Variation: %1. %2</source>
        <extracomment>A variation under a move of the printed record: %1 its first move&apos;s number, %2 its moves.</extracomment>
        <translation>変化: %1手目 %2</translation>
    </message>
</context>
<context>
    <name>RecordReader</name>
    <message>
        <source>unknown record format</source>
        <translation>不明な棋譜形式</translation>
    </message>
    <message>
        <source>not a game record in any known format</source>
        <translation>既知のどの形式の棋譜でもありません</translation>
    </message>
    <message>
        <source>no moves, headers or position found</source>
        <translation>指し手もヘッダも局面も見つかりません</translation>
    </message>
    <message>
        <source>the text is %1, not %2 as the file name says</source>
        <translation>テキストはファイル名が示す%2ではなく%1です</translation>
    </message>
    <message>
        <source>some bytes are not valid %1 and were replaced</source>
        <translation>%1として正しくないバイトがあり、置き換えました</translation>
    </message>
</context>
<context>
    <name>ResultMessage</name>
    <message>
        <source>Checkmate: %1 wins.</source>
        <translation>詰み。%1の勝ちです。</translation>
    </message>
    <message>
        <source>%1 has no legal move: %2 wins.</source>
        <translation>%1に指せる手がありません。%2の勝ちです。</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <translation>%1の投了。%2の勝ちです。</translation>
    </message>
    <message>
        <source>Sennichite (the same position four times): the game is a draw.</source>
        <translation>千日手（同一局面が4回）。引き分けです。</translation>
    </message>
    <message>
        <source>Sennichite by perpetual check: %1, who gave every check, loses; %2 wins.</source>
        <translation>連続王手の千日手。王手をかけ続けた%1の反則負け、%2の勝ちです。</translation>
    </message>
    <message>
        <source>Illegal move by %1 (%2): %3 wins.</source>
        <translation>%1の反則負け（%2）。%3の勝ちです。</translation>
    </message>
    <message>
        <source>%1 ran out of time: %2 wins.</source>
        <translation>%1の時間切れ負け。%2の勝ちです。</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>持将棋で引き分けです。</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1の勝ちです。</translation>
    </message>
    <message>
        <source>Impasse (jishogi) declared by %1. %2 %3</source>
        <translation>%1の入玉宣言（持将棋）。%2 %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s).</source>
        <translation>
            <numerusform>%1：%n点。</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Declare impasse (jishogi) for %1?</source>
        <translation>%1の入玉宣言をしますか？</translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %n point(s) under the %2.</source>
        <translation>
            <numerusform>%2では%1に%n点が必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>27-point rule</source>
        <translation>27点法</translation>
    </message>
    <message>
        <source>King in the enemy camp: %1</source>
        <translation>玉が敵陣にいる：%1</translation>
    </message>
    <message>
        <source>Pieces in the enemy camp: %1 (10 needed)</source>
        <translation>敵陣の駒：%1枚（10枚以上必要）</translation>
    </message>
    <message>
        <source>King in check: %1</source>
        <translation>王手がかかっている：%1</translation>
    </message>
    <message>
        <source>The declaration would win the game.</source>
        <translation>宣言すれば勝ちになります。</translation>
    </message>
    <message>
        <source>The declaration would end the game in a draw.</source>
        <translation>宣言すれば持将棋で引き分けになります。</translation>
    </message>
    <message>
        <source>The declaration does not qualify.</source>
        <translation>宣言の条件を満たしていません。</translation>
    </message>
    <message>
        <source>Pieces in hand and in the enemy camp count.</source>
        <translation>持駒と敵陣の駒を数えます。</translation>
    </message>
    <message>
        <source>Under the 24-point rule every piece counts, on the board or in hand, once both kings have entered the enemy camp: under 24 points loses; both at 24 or more, or both under, is a draw.</source>
        <translation>24点法では、双方の玉が敵陣に入ったとき、盤上と持駒のすべての駒を数えます。24点未満は負け、双方24点以上または双方24点未満は持将棋（引き分け）です。</translation>
    </message>
    <message>
        <source>King of %1 in the enemy camp: %2</source>
        <translation>%1の玉が敵陣にいる：%2</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>&amp;Start Position</source>
        <translation>開始局面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>一手戻る(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>一手進む(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <translation>最終手(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>対局に戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Promote to Main Line</source>
        <translation>本譜にする(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Delete Variation…</source>
        <translation>変化を削除(&amp;D)…</translation>
    </message>
    <message>
        <source>Variation &amp;Tree…</source>
        <translation>分岐ツリー(&amp;T)…</translation>
    </message>
    <message>
        <source>Game &amp;Information…</source>
        <translation>対局情報(&amp;I)…</translation>
    </message>
    <message>
        <source>This line is now the main line.</source>
        <translation>この手順を本譜にしました。</translation>
    </message>
    <message>
        <source>Delete Variation</source>
        <translation>変化の削除</translation>
    </message>
    <message>
        <source>Delete the variation that starts with move %1, %2, and every move after it?</source>
        <translation>%1手目の%2から始まる変化を、それ以降の手もすべて含めて削除しますか？</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Variation deleted.</source>
        <translation>変化を削除しました。</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Bad SFEN: %1</source>
        <translation>SFEN が正しくありません：%1</translation>
    </message>
    <message>
        <source>Bad square “%1”: use USI coordinates such as 7g.</source>
        <translation>マス「%1」が正しくありません。7g のような USI 座標で指定してください。</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 に書き込めませんでした</translation>
    </message>
    <message>
        <source>The computer did not answer.</source>
        <translation>コンピュータが応答しませんでした。</translation>
    </message>
    <message>
        <source>Bad move “%1”.</source>
        <translation>不正な指し手「%1」。</translation>
    </message>
    <message>
        <source>The analysis of the game failed.</source>
        <translation>棋譜の解析に失敗しました。</translation>
    </message>
    <message>
        <source>No hint: nobody may move in this position.</source>
        <translation>ヒントなし：この局面では誰も指せません。</translation>
    </message>
    <message>
        <source>No lesson “%1”: use STAGE:LEVEL, such as 1:2.</source>
        <translation>レッスン「%1」はありません。1:2 のように STAGE:LEVEL で指定してください。</translation>
    </message>
    <message>
        <source>No engine “%1”: give an installed engine&apos;s name or a program, such as /usr/games/fairy-stockfish.</source>
        <translation>エンジン「%1」はありません。インストール済みのエンジンの名前か、/usr/games/fairy-stockfish のようなプログラムを指定してください。</translation>
    </message>
    <message>
        <source>The engine “%1” could not be added to the analysis.</source>
        <translation>エンジン「%1」を検討に追加できませんでした。</translation>
    </message>
</context>
<context>
    <name>SfenUsiReader</name>
    <message>
        <source>not a valid SFEN: %1</source>
        <translation>正しい SFEN ではありません：%1</translation>
    </message>
    <message>
        <source>expected an SFEN, &apos;startpos&apos; or &apos;position&apos;</source>
        <translation>SFEN、「startpos」、「position」のいずれかが必要です</translation>
    </message>
    <message>
        <source>expected &apos;moves&apos;, found &apos;%1&apos;</source>
        <translation>「moves」が必要ですが「%1」があります</translation>
    </message>
    <message>
        <source>a USEN section reads &lt;ply&gt;.&lt;moves&gt;.&lt;ending&gt;</source>
        <translation>USEN の区切りは &lt;ply&gt;.&lt;moves&gt;.&lt;ending&gt; の形です</translation>
    </message>
    <message>
        <source>a USEN branch after move %1, but its line has only %2 moves</source>
        <translation>USEN の分岐が%1手目の後にありますが、その手順は%2手しかありません</translation>
    </message>
    <message>
        <source>USEN moves take three characters each</source>
        <translation>USEN の指し手は1手3文字です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a USEN move</source>
        <translation>「%1」は USEN の指し手ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a USEN ending (r, t, j or p)</source>
        <translation>「%1」は USEN の終局（r、t、j、p）ではありません</translation>
    </message>
    <message>
        <source>no SFEN, USI or USEN line found</source>
        <translation>SFEN、USI、USEN の行が見つかりません</translation>
    </message>
    <message>
        <source>the file holds %1 entries; there is no entry %2</source>
        <translation>ファイルには%1件あり、%2件目はありません</translation>
    </message>
    <message>
        <source>the file holds %1 entries; the first is read</source>
        <translation>ファイルには%1件あります。最初のものを読み込みます</translation>
    </message>
</context>
<context>
    <name>ShogiTerms</name>
    <message>
        <source>The move is legal.</source>
        <translation>合法手です。</translation>
    </message>
    <message>
        <source>That square is not on the board.</source>
        <translation>そのマスは盤上にありません。</translation>
    </message>
    <message>
        <source>There is no piece on that square.</source>
        <translation>そのマスに駒はありません。</translation>
    </message>
    <message>
        <source>That is not your piece.</source>
        <translation>自分の駒ではありません。</translation>
    </message>
    <message>
        <source>You have no such piece in hand.</source>
        <translation>その駒は持ち駒にありません。</translation>
    </message>
    <message>
        <source>That piece cannot move there.</source>
        <translation>その駒はそこへは動けません。</translation>
    </message>
    <message>
        <source>One of your own pieces is already there.</source>
        <translation>そこには自分の駒があります。</translation>
    </message>
    <message>
        <source>A piece in hand can only be dropped on an empty square.</source>
        <translation>持ち駒は空いているマスにしか打てません。</translation>
    </message>
    <message>
        <source>That piece cannot promote on this move.</source>
        <translation>この手ではその駒は成れません。</translation>
    </message>
    <message>
        <source>That piece must promote: unpromoted it could never move again.</source>
        <translation>その駒は成らなければなりません（行き所のない駒）。</translation>
    </message>
    <message>
        <source>A piece may not be dropped where it could never move again.</source>
        <translation>行き所のない駒は打てません。</translation>
    </message>
    <message>
        <source>Nifu: two unpromoted pawns of one side may not stand on the same file.</source>
        <translation>二歩：同じ筋に自分の歩を二枚置くことはできません。</translation>
    </message>
    <message>
        <source>Uchifuzume: giving checkmate by dropping a pawn is not allowed.</source>
        <translation>打ち歩詰め：歩を打って詰ますことはできません。</translation>
    </message>
    <message>
        <source>Your king would be in check.</source>
        <translation>王手放置：自分の玉が取られてしまいます。</translation>
    </message>
    <message>
        <source>Uwate</source>
        <translation>上手</translation>
    </message>
    <message>
        <source>Shitate</source>
        <translation>下手</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>side</comment>
        <translation>先手</translation>
    </message>
    <message>
        <source>White</source>
        <comment>side</comment>
        <translation>後手</translation>
    </message>
    <message>
        <source>Even game (no handicap)</source>
        <translation>平手</translation>
    </message>
    <message>
        <source>Lance handicap</source>
        <translation>香落ち</translation>
    </message>
    <message>
        <source>Right lance handicap</source>
        <translation>右香落ち</translation>
    </message>
    <message>
        <source>Bishop handicap</source>
        <translation>角落ち</translation>
    </message>
    <message>
        <source>Rook handicap</source>
        <translation>飛車落ち</translation>
    </message>
    <message>
        <source>Rook and lance handicap</source>
        <translation>飛香落ち</translation>
    </message>
    <message>
        <source>Two-piece handicap (rook and bishop)</source>
        <translation>二枚落ち</translation>
    </message>
    <message>
        <source>Three-piece handicap</source>
        <translation>三枚落ち</translation>
    </message>
    <message>
        <source>Four-piece handicap</source>
        <translation>四枚落ち</translation>
    </message>
    <message>
        <source>Five-piece handicap</source>
        <translation>五枚落ち</translation>
    </message>
    <message>
        <source>Left five-piece handicap</source>
        <translation>左五枚落ち</translation>
    </message>
    <message>
        <source>Six-piece handicap</source>
        <translation>六枚落ち</translation>
    </message>
    <message>
        <source>Left seven-piece handicap</source>
        <translation>左七枚落ち</translation>
    </message>
    <message>
        <source>Right seven-piece handicap</source>
        <translation>右七枚落ち</translation>
    </message>
    <message>
        <source>Eight-piece handicap</source>
        <translation>八枚落ち</translation>
    </message>
    <message>
        <source>Ten-piece handicap</source>
        <translation>十枚落ち</translation>
    </message>
    <message>
        <source>Three pawns handicap</source>
        <translation>歩三兵</translation>
    </message>
    <message>
        <source>Naked king handicap</source>
        <translation>裸玉</translation>
    </message>
    <message>
        <source>Dragonfly handicap (king, rook, bishop and pawns)</source>
        <translation>トンボ</translation>
    </message>
    <message>
        <source>Shogi (9×9)</source>
        <translation>本将棋（9×9）</translation>
    </message>
    <message>
        <source>Goro-goro shogi (5×6)</source>
        <translation>ごろごろ将棋（5×6）</translation>
    </message>
    <message>
        <source>Minishogi (5×5)</source>
        <translation>5五将棋（5×5）</translation>
    </message>
    <message>
        <source>Uwate (handicap giver, White, moves first):</source>
        <translation>上手（駒を落とす側・先に指す）：</translation>
    </message>
    <message>
        <source>Shitate (handicap receiver, Black):</source>
        <translation>下手：</translation>
    </message>
    <message>
        <source>Black (sente, moves first):</source>
        <translation>先手：</translation>
    </message>
    <message>
        <source>White (gote):</source>
        <translation>後手：</translation>
    </message>
    <message>
        <source>Resignation</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>Sennichite (repetition)</source>
        <translation>千日手</translation>
    </message>
    <message>
        <source>Sennichite by perpetual check</source>
        <translation>連続王手の千日手</translation>
    </message>
    <message>
        <source>Impasse (jishogi)</source>
        <translation>持将棋</translation>
    </message>
    <message>
        <source>Win by impasse declaration</source>
        <translation>入玉勝ち</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>詰み</translation>
    </message>
    <message>
        <source>No mate</source>
        <translation>不詰</translation>
    </message>
    <message>
        <source>Win by the opponent&apos;s illegal move</source>
        <translation>反則勝ち</translation>
    </message>
    <message>
        <source>Loss by an illegal move</source>
        <translation>反則負け</translation>
    </message>
    <message>
        <source>Loss on time</source>
        <translation>切れ負け</translation>
    </message>
    <message>
        <source>Move limit reached</source>
        <translation>最大手数</translation>
    </message>
    <message>
        <source>Error in the record</source>
        <translation>棋譜のエラー</translation>
    </message>
</context>
<context>
    <name>StartPosition</name>
    <message>
        <source>Black has two kings</source>
        <translation>先手の玉が二枚あります</translation>
    </message>
    <message>
        <source>White has two kings</source>
        <translation>後手の玉が二枚あります</translation>
    </message>
    <message>
        <source>%1 %2, but a set has %3</source>
        <translation>%2：%1枚ありますが、一組には%3枚です</translation>
    </message>
    <message>
        <source>the side not to move is in check</source>
        <translation>手番でない側に王手がかかっています</translation>
    </message>
</context>
<context>
    <name>TextEncoding</name>
    <message>
        <source>this system has no Shift_JIS encoder</source>
        <translation>このシステムには Shift_JIS のエンコーダがありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be written in Shift_JIS</source>
        <translation>「%1」は Shift_JIS で書けません</translation>
    </message>
    <message>
        <source>the text cannot be written in Shift_JIS</source>
        <translation>テキストを Shift_JIS で書けません</translation>
    </message>
</context>
<context>
    <name>TimeControlBox</name>
    <message>
        <source>No clock</source>
        <translation>時間無制限</translation>
    </message>
    <message>
        <source>10 minutes, sudden death</source>
        <translation>10分切れ負け</translation>
    </message>
    <message>
        <source>10 minutes, then 30 seconds per move (byoyomi)</source>
        <translation>持ち時間10分、切れたら一手30秒の秒読み</translation>
    </message>
    <message>
        <source>1 hour, then 1 minute per move (byoyomi, as professionals play)</source>
        <translation>持ち時間1時間、切れたら一手1分の秒読み（プロと同じ方式）</translation>
    </message>
    <message>
        <source>30 seconds per move (byoyomi)</source>
        <translation>初手から一手30秒の秒読み</translation>
    </message>
    <message>
        <source>5 minutes + 10 seconds per move (Fischer)</source>
        <translation>5分、一手ごとに10秒加算（フィッシャー）</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>切れ負け</translation>
    </message>
    <message>
        <source>Byoyomi (main time, then a fixed time per move)</source>
        <translation>秒読み（持ち時間のあと一手ごとに一定の時間）</translation>
    </message>
    <message>
        <source>Fischer (main time, plus an increment per move)</source>
        <translation>フィッシャー（一手ごとに時間を加算）</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>よく使う設定：</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>方式：</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>持ち時間：</translation>
    </message>
    <message>
        <source>Byoyomi per move:</source>
        <translation>秒読み：</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>加算時間：</translation>
    </message>
</context>
<context>
    <name>TournamentActions</name>
    <message>
        <source>Engine &amp;Tournament…</source>
        <translation>エンジン大会(&amp;T)…</translation>
    </message>
    <message>
        <source>Engines play each other: a round robin or a gauntlet, with a live table</source>
        <translation>エンジン同士の総当たり戦またはガントレット（成績表をリアルタイム表示）</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Stop when decided (SPRT, two engines)</source>
        <translation>判定が出たら終了（SPRT、2エンジン）</translation>
    </message>
    <message>
        <source>Engine Tournament</source>
        <translation>エンジン大会</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>エンジンを追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Round robin: every engine plays every other</source>
        <translation>総当たり: 全エンジンが互いに対局</translation>
    </message>
    <message>
        <source>Gauntlet: the first engine plays each of the others</source>
        <translation>ガントレット: 最初のエンジンが他の各エンジンと対局</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>本将棋</translation>
    </message>
    <message>
        <source>Minishogi</source>
        <translation>5五将棋</translation>
    </message>
    <message>
        <source>Gorogoro</source>
        <translation>ごろごろ将棋</translation>
    </message>
    <message>
        <source>Built-in list of common openings</source>
        <translation>内蔵の定跡一覧</translation>
    </message>
    <message>
        <source>File of positions (SFEN or &quot;startpos moves …&quot; lines)</source>
        <translation>局面ファイル（SFEN または &quot;startpos moves …&quot; の行）</translation>
    </message>
    <message>
        <source>Folder of records, cut at move N</source>
        <translation>棋譜フォルダー（N手目まで）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Move N:</source>
        <translation>N手目:</translation>
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
        <translation>α:</translation>
    </message>
    <message>
        <source>Beta:</source>
        <translation>β:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <source>Games per pairing:</source>
        <translation>組み合わせごとの対局数:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>盤:</translation>
    </message>
    <message>
        <source>Openings:</source>
        <translation>開始局面:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>同時対局数:</translation>
    </message>
    <message>
        <source>Draw after (plies):</source>
        <translation>引き分けとする手数:</translation>
    </message>
    <message>
        <source>Save the games in:</source>
        <translation>棋譜の保存先:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Resume a Tournament…</source>
        <translation>大会を再開…</translation>
    </message>
    <message>
        <source>Engines (from the engine list; options are set in Engines…):</source>
        <translation>エンジン（エンジン一覧から。設定は「エンジン…」で）:</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in all</source>
        <translation>
            <numerusform>全%n局</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder of Records</source>
        <translation>棋譜フォルダー</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>Opening lists (*.txt *.sfen *.epd);;All files (*)</source>
        <translation>開始局面リスト (*.txt *.sfen *.epd);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save the Games in</source>
        <translation>棋譜の保存先</translation>
    </message>
    <message>
        <source>Engines need a clock: choose a time control.</source>
        <translation>エンジンには持ち時間が必要です。持ち時間を選んでください。</translation>
    </message>
    <message>
        <source>%1 cannot play this board.</source>
        <translation>%1 はこの盤では指せません。</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1（レベル%2）</translation>
    </message>
    <message>
        <source>A tournament needs two engines or more.</source>
        <translation>大会には2つ以上のエンジンが必要です。</translation>
    </message>
    <message>
        <source>The SPRT needs Elo 0 below Elo 1.</source>
        <translation>SPRT では Elo 0 を Elo 1 より小さくしてください。</translation>
    </message>
    <message>
        <source>Cannot read the openings %1: %2</source>
        <translation>開始局面 %1 を読めません: %2</translation>
    </message>
    <message>
        <source>The openings %1: %2</source>
        <translation>開始局面 %1: %2</translation>
    </message>
    <message>
        <source>Choose a folder to save the games in.</source>
        <translation>棋譜を保存するフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another folder.</source>
        <translation>%1 には既に大会があります。再開するか、別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>フォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>Resume a Tournament</source>
        <translation>大会を再開</translation>
    </message>
</context>
<context>
    <name>TournamentRun</name>
    <message numerus="yes">
        <source>%n plies</source>
        <translation>
            <numerusform>%n手</numerusform>
        </translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>詰み</translation>
    </message>
    <message>
        <source>no legal moves</source>
        <translation>指し手なし</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>千日手</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>連続王手の千日手</translation>
    </message>
    <message>
        <source>impasse declaration</source>
        <translation>入玉宣言</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>反則</translation>
    </message>
    <message>
        <source>time</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>エンジン異常終了</translation>
    </message>
    <message>
        <source>ply limit</source>
        <translation>手数制限</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>引分</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>負</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>勝点</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Elo ± 95 %</source>
        <translation>Elo ± 95 %</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>不具合</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <source>W-D-L</source>
        <translation>勝-分-負</translation>
    </message>
    <message>
        <source>Pairs 0–2 points</source>
        <translation>2局組 0–2点</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Engine Tournament — %1</source>
        <translation>エンジン大会 — %1</translation>
    </message>
    <message>
        <source>Which of the games being played the board shows</source>
        <translation>盤に表示する対局</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>フォルダーを開く</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>中止しています…</translation>
    </message>
    <message>
        <source>Finished games:</source>
        <translation>終局した対局:</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%2局中%1局終了</translation>
    </message>
    <message>
        <source>paused: the games under way finish, no new one starts</source>
        <translation>一時停止中: 対局中のゲームは最後まで指し、新しい対局は始めません</translation>
    </message>
    <message>
        <source>%1 crash, %2 time, %3 illegal</source>
        <translation>異常終了%1・時間切れ%2・反則%3</translation>
    </message>
    <message>
        <source>LLR %1 (%2, %3)</source>
        <translation>LLR %1（%2, %3）</translation>
    </message>
    <message>
        <source>H0 accepted</source>
        <translation>H0 採択</translation>
    </message>
    <message>
        <source>H1 accepted</source>
        <translation>H1 採択</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>第%1局</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>対局中のゲームはありません。</translation>
    </message>
    <message>
        <source>Waiting for a game…</source>
        <translation>対局を待っています…</translation>
    </message>
    <message>
        <source>Game %1: ☗%2 vs ☖%3, move %4</source>
        <translation>第%1局: ☗%2 対 ☖%3、%4手目</translation>
    </message>
    <message>
        <source>could not start: %1</source>
        <translation>開始できませんでした: %1</translation>
    </message>
    <message>
        <source>stopped; resume it from Game &gt; Engine Tournament… &gt; Resume</source>
        <translation>中止しました。「対局 &gt; エンジン大会… &gt; 大会を再開」で再開できます</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>UrlActions</name>
    <message>
        <source>Open &amp;URL…</source>
        <translation>URLを開く(&amp;U)…</translation>
    </message>
    <message>
        <source>Open a game record (KIF, KI2, CSA, JKF…) from a web address</source>
        <translation>Webアドレスから棋譜（KIF、KI2、CSA、JKFなど）を開きます</translation>
    </message>
    <message>
        <source>Open URL</source>
        <translation>URLを開く</translation>
    </message>
    <message>
        <source>Address of a game record:</source>
        <translation>棋譜のアドレス：</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>%1 を取得しています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>「%1」を開けませんでした。</translation>
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
        <translation>出力を閉じました</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(名前なし)</translation>
    </message>
    <message>
        <source>Engine %1 cannot be started: %2.</source>
        <translation>エンジン %1 を起動できません: %2。</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>実行するものがありません</translation>
    </message>
    <message>
        <source>Engine %1 ended unexpectedly: %2.</source>
        <translation>エンジン %1 が予期せず終了しました: %2。</translation>
    </message>
    <message>
        <source>Engine %1 did not answer “usi” within %2 s.</source>
        <translation>エンジン %1 が %2 秒以内に「usi」に応答しませんでした。</translation>
    </message>
    <message>
        <source>Engine %1 did not answer “isready” within %2 s.</source>
        <translation>エンジン %1 が %2 秒以内に「isready」に応答しませんでした。</translation>
    </message>
    <message>
        <source>Engine %1 sent no move within %2 s of being told to stop.</source>
        <translation>エンジン %1 は停止を指示されてから %2 秒以内に指し手を返しませんでした。</translation>
    </message>
</context>
<context>
    <name>VariationTreeDialog</name>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>Variation Tree</source>
        <translation>分岐ツリー</translation>
    </message>
    <message>
        <source>The main line runs down the left; each alternative is shown under the move it replaces. Choose a move to show it on the board.</source>
        <translation>本譜は左端に上から並び、各変化は置き換える手の下に表示されます。手を選ぶと盤面に表示されます。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Variation at move %1</source>
        <translation>%1手目からの変化</translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message>
        <source>Looking for threats and mates…</source>
        <translation>狙いと詰みを探しています…</translation>
    </message>
    <message>
        <source>%1 is in check: no threat to show.</source>
        <translation>%1は王手をかけられています。狙いはありません。</translation>
    </message>
    <message>
        <source>%1 threatens %2</source>
        <comment>a side, then the move it would play if it could move twice</comment>
        <translation>%1の狙い: %2</translation>
    </message>
    <message>
        <source>%1: looking for a mate…</source>
        <translation>%1: 詰みを探しています…</translation>
    </message>
    <message>
        <source>%1: looking for a mate threat…</source>
        <translation>%1: 詰めろを探しています…</translation>
    </message>
    <message>
        <source>%1 has no mate.</source>
        <translation>%1に詰みはありません。</translation>
    </message>
    <message>
        <source>%1 threatens no mate.</source>
        <translation>%1の詰めろはありません。</translation>
    </message>
    <message>
        <source>%1: no mate found in the time given.</source>
        <translation>%1: 時間内に詰みは見つかりませんでした。</translation>
    </message>
    <message>
        <source>%1: no mate threat found in the time given.</source>
        <translation>%1: 時間内に詰めろは見つかりませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has a mate in %n</source>
        <translation>
            <numerusform>%1に%n手詰めがあります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 threatens a mate in %n</source>
        <translation>
            <numerusform>%1の詰めろ（%n手詰め）</numerusform>
        </translation>
    </message>
</context>
</TS>
