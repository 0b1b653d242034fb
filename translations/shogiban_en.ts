<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnalysisActions</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mate in %n</numerusform>
            <numerusform>Mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No mate found (within %n s).</source>
        <translation>
            <numerusform>No mate found (within %n s).</numerusform>
            <numerusform>No mate found (within %n s).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookActions</name>
    <message numerus="yes">
        <source>None of the %n records could be read.</source>
        <translation>
            <numerusform>The record could not be read.</numerusform>
            <numerusform>None of the %n records could be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Book saved: %n positions</source>
        <translation>
            <numerusform>Book saved: %n position</numerusform>
            <numerusform>Book saved: %n positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files skipped</source>
        <translation>
            <numerusform>%n file skipped</numerusform>
            <numerusform>%n files skipped</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClipboardActions</name>
    <message numerus="yes">
        <source>%n moves pasted as a variation.</source>
        <translation>
            <numerusform>%n move pasted as a variation.</numerusform>
            <numerusform>%n moves pasted as a variation.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message numerus="yes">
        <source>%n position(s) without an evaluation</source>
        <translation>
            <numerusform>%n position without an evaluation</numerusform>
            <numerusform>%n positions without an evaluation</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvalText</name>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>Black mates in %n</numerusform>
            <numerusform>Black mates in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White mates in %n</source>
        <translation>
            <numerusform>White mates in %n</numerusform>
            <numerusform>White mates in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImpasseCard</name>
    <message numerus="yes">
        <source>Impasse (jishogi), %1: %2 has %n point(s), %3 needed.</source>
        <translation>
            <numerusform>Impasse (jishogi), %1: %2 has %n point, %3 needed.</numerusform>
            <numerusform>Impasse (jishogi), %1: %2 has %n points, %3 needed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokin(s)</source>
        <translation>
            <numerusform>%n tokin</numerusform>
            <numerusform>%n tokins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleSheet</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mate in %n</numerusform>
            <numerusform>Mate in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mate in %n</numerusform>
            <numerusform>Mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mate took %n plies; a shorter one exists (%1 plies).</source>
        <translation>
            <numerusform>Your mate took %n ply; a shorter one exists (%1 plies).</numerusform>
            <numerusform>Your mate took %n plies; a shorter one exists (%1 plies).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzlesFromGame</name>
    <message numerus="yes">
        <source>Looking at %n moves that lost the advantage…</source>
        <translation>
            <numerusform>Looking at %n move that lost the advantage…</numerusform>
            <numerusform>Looking at %n moves that lost the advantage…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) from this game, in the collection “From my games”. Solve them now?</source>
        <translation>
            <numerusform>%n new puzzle from this game, in the collection “From my games”. Solve it now?</numerusform>
            <numerusform>%n new puzzles from this game, in the collection “From my games”. Solve them now?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordDownload</name>
    <message numerus="yes">
        <source>No complete answer within %n seconds.</source>
        <translation>
            <numerusform>No complete answer within %n second.</numerusform>
            <numerusform>No complete answer within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultMessage</name>
    <message numerus="yes">
        <source>%1: %n point(s).</source>
        <translation>
            <numerusform>%1: %n point.</numerusform>
            <numerusform>%1: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %n point(s) under the %2.</source>
        <translation>
            <numerusform>%1 needs %n point under the %2.</numerusform>
            <numerusform>%1 needs %n points under the %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message numerus="yes">
        <source>%n game(s) in all</source>
        <translation>
            <numerusform>%n game in all</numerusform>
            <numerusform>%n games in all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentRun</name>
    <message numerus="yes">
        <source>%n plies</source>
        <translation>
            <numerusform>%n ply</numerusform>
            <numerusform>%n plies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message numerus="yes">
        <source>%1 has a mate in %n</source>
        <translation>
            <numerusform>%1 has a mate in %n</numerusform>
            <numerusform>%1 has a mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 threatens a mate in %n</source>
        <translation>
            <numerusform>%1 threatens a mate in %n</numerusform>
            <numerusform>%1 threatens a mate in %n</numerusform>
        </translation>
    </message>
</context>
</TS>
