<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Choose the board and who plays each side. Red moves first.</source>
        <translation>Wählen Sie das Brett und wer welche Seite spielt. Rot zieht zuerst.</translation>
    </message>
    <message>
        <source>Board &amp;size:</source>
        <translation>Brett&amp;größe:</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>&amp;Rot:</translation>
    </message>
    <message>
        <source>&amp;Blue:</source>
        <translation>&amp;Blau:</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>&amp;Rot:</translation>
    </message>
    <message>
        <source>&amp;Blue:</source>
        <translation>&amp;Blau:</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>&amp;Mark squares one spot from jumping</source>
        <translation>Felder &amp;markieren, denen ein Punkt zum Springen fehlt</translation>
    </message>
    <message>
        <source>Show row and column &amp;numbers</source>
        <translation>Zeilen- und Spalten&amp;nummern zeigen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of jump61.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von jump61.</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
</context>
<context>
    <name>jump61::AboutDialog</name>
    <message>
        <source>About jump61</source>
        <translation>Über jump61</translation>
    </message>
    <message>
        <source>&lt;h2&gt;jump61 %1&lt;/h2&gt;&lt;p&gt;The jumping-cubes game: take turns adding spots to squares; a square with more spots than neighbours jumps, and its spots take the squares around it. Cover the board in your colour to win.&lt;/p&gt;&lt;p&gt;One command interpreter drives both this window and the text program (&lt;tt&gt;jump61&lt;/tt&gt; without &lt;tt&gt;--display&lt;/tt&gt;); the Command Console (F12, in the Settings menu) shows the commands the window sends.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;jump61 %1&lt;/h2&gt;&lt;p&gt;Das Spiel der springenden Würfel: Abwechselnd setzen die Spieler Punkte auf Felder; ein Feld mit mehr Punkten als Nachbarn springt, und seine Punkte erobern die Felder ringsum. Wer das ganze Brett in seiner Farbe bedeckt, gewinnt.&lt;/p&gt;&lt;p&gt;Ein einziger Befehlsinterpreter steuert dieses Fenster und das Textprogramm (&lt;tt&gt;jump61&lt;/tt&gt; ohne &lt;tt&gt;--display&lt;/tt&gt;); die Befehlskonsole (F12, im Menü Einstellungen) zeigt die Befehle, die das Fenster sendet.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>jump61::BoardColours</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
</context>
<context>
    <name>jump61::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message numerus="yes">
        <source>Row %1, column %2: %n %3 spot(s)</source>
        <translation>
            <numerusform>Zeile %1, Spalte %2: %n Punkt, %3</numerusform>
            <numerusform>Zeile %1, Spalte %2: %n Punkte, %3</numerusform>
        </translation>
    </message>
    <message>
        <source>, one spot from jumping</source>
        <translation>, ein Punkt vor dem Springen</translation>
    </message>
    <message>
        <source>, the last move</source>
        <translation>, der letzte Zug</translation>
    </message>
    <message>
        <source>, the hint</source>
        <translation>, der Tipp</translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 am Zug.</translation>
    </message>
    <message>
        <source>Last move: row %1, column %2.</source>
        <translation>Letzter Zug: Zeile %1, Spalte %2.</translation>
    </message>
    <message>
        <source>Cursor: %1.</source>
        <translation>Cursor: %1.</translation>
    </message>
    <message>
        <source>Solid ring: the move played here. Dashed ring: the better move.</source>
        <translation>Durchgezogener Ring: der hier gespielte Zug. Gestrichelter Ring: der bessere Zug.</translation>
    </message>
    <message>
        <source>, the move played</source>
        <translation>, der gespielte Zug</translation>
    </message>
    <message>
        <source>, the better move</source>
        <translation>, der bessere Zug</translation>
    </message>
    <message>
        <source>Review: the position before move %1.</source>
        <translation>Analyse: die Stellung vor Zug&#xa0;%1.</translation>
    </message>
    <message>
        <source>Move played: row %1, column %2.</source>
        <translation>Gespielter Zug: Zeile %1, Spalte %2.</translation>
    </message>
</context>
<context>
    <name>jump61::ConsoleDock</name>
    <message>
        <source>Command Console</source>
        <translation>Befehlskonsole</translation>
    </message>
    <message>
        <source>Type a command (help lists them) and press Enter</source>
        <translation>Befehl eingeben (help listet sie auf) und Enter drücken</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Commands and answers</source>
        <translation>Befehle und Antworten</translation>
    </message>
</context>
<context>
    <name>jump61::DisplayOptions</name>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Sehr schnell</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Für Farbenblinde</translation>
    </message>
    <message>
        <source>Classic red and blue</source>
        <translation>Klassisch rot und blau</translation>
    </message>
    <message>
        <source>Computer: %1 (level %2, rating %3)</source>
        <translation>Computer: %1 (Stufe %2, Wertung %3)</translation>
    </message>
</context>
<context>
    <name>jump61::FileChooser</name>
    <message>
        <source>jump61 saved game</source>
        <translation>gespeicherte jump61-Partie</translation>
    </message>
</context>
<context>
    <name>jump61::GameFile</name>
    <message>
        <source>jump61 games (*.jump61 *.txt);;All files (*)</source>
        <translation>jump61-Spiele (*.jump61 *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Save the Game?</source>
        <translation>Spiel speichern?</translation>
    </message>
    <message>
        <source>The moves of this game are not saved: if you discard them, they are lost.</source>
        <translation>Die Züge dieses Spiels sind nicht gespeichert: Wenn Sie sie verwerfen, gehen sie verloren.</translation>
    </message>
    <message>
        <source>game.jump61</source>
        <translation>spiel.jump61</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>the folder %1 could not be made</source>
        <translation>der Ordner %1 lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>another jump61 window keeps one</source>
        <translation>ein anderes jump61-Fenster führt sie schon</translation>
    </message>
</context>
<context>
    <name>jump61::GameOverBanner</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Undo Last Move</source>
        <translation>Letzten Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Close this box to look at the board (Esc)</source>
        <translation>Dieses Feld schließen, um das Brett anzusehen (Esc)</translation>
    </message>
</context>
<context>
    <name>jump61::HelpDialog</name>
    <message>
        <source>How to Play jump61</source>
        <translation>So spielt man jump61</translation>
    </message>
</context>
<context>
    <name>jump61::HintVerdict</name>
    <message>
        <source>wins in %1 (proven)</source>
        <translation>gewinnt in %1 (bewiesen)</translation>
    </message>
    <message>
        <source>winning chance %1%</source>
        <translation>Gewinnchance %1&#xa0;%</translation>
    </message>
    <message>
        <source>every move loses; this one in %1 (proven)</source>
        <translation>jeder Zug verliert; dieser in %1 (bewiesen)</translation>
    </message>
    <message>
        <source>%1 has a forced win (proven): no move saves the game</source>
        <translation>%1 kann den Sieg erzwingen (bewiesen): kein Zug rettet die Partie</translation>
    </message>
    <message>
        <source>%1 has a forced win (proven), which this hint&apos;s search did not find</source>
        <translation>%1 kann den Sieg erzwingen (bewiesen), was die Suche dieses Tipps nicht gefunden hat</translation>
    </message>
</context>
<context>
    <name>jump61::Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Neuling</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Hobbyist</source>
        <translation>Hobbyspieler</translation>
    </message>
    <message>
        <source>Improver</source>
        <translation>Aufsteiger</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>Lehrling</translation>
    </message>
    <message>
        <source>Amateur</source>
        <translation>Amateur</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Fortgeschrittener</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
</context>
<context>
    <name>jump61::MainWindow</name>
    <message>
        <source>Command &amp;Console</source>
        <translation>Befehls&amp;konsole</translation>
    </message>
    <message>
        <source>Welcome to jump61. Press F1 for the rules.</source>
        <translation>Willkommen bei jump61. F1 zeigt die Regeln.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Save this game before starting a new one?</source>
        <translation>Dieses Spiel speichern, bevor ein neues beginnt?</translation>
    </message>
    <message>
        <source>Resume &amp;Computer</source>
        <translation>&amp;Computer fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Pause Computer</source>
        <translation>Computer &amp;anhalten</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>%1[*] — jump61</source>
        <translation>%1[*] — jump61</translation>
    </message>
    <message>
        <source>You beat the computer (%1) on move %2.</source>
        <translation>Sie haben den Computer (%1) in Zug&#xa0;%2 besiegt.</translation>
    </message>
    <message>
        <source>The computer (%1) took the whole board on move %2. Undo to try again.</source>
        <translation>Der Computer (%1) hat in Zug&#xa0;%2 das ganze Brett erobert. Nehmen Sie Züge zurück, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <source>%1 covered the board on move %2.</source>
        <translation>%1 hat in Zug&#xa0;%2 das ganze Brett bedeckt.</translation>
    </message>
    <message>
        <source>%1 (%2) beat %3 (%4) on move %5.</source>
        <translation>%1 (%2) hat %3 (%4) in Zug&#xa0;%5 besiegt.</translation>
    </message>
    <message>
        <source>Save this game before opening another one?</source>
        <translation>Dieses Spiel speichern, bevor ein anderes geöffnet wird?</translation>
    </message>
    <message>
        <source>The new language is used from the next start.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Save this game before closing the window?</source>
        <translation>Dieses Spiel speichern, bevor das Fenster geschlossen wird?</translation>
    </message>
    <message>
        <source>Save this game before starting a new %1 × %1 game?</source>
        <translation>Dieses Spiel speichern, bevor ein neues auf einem %1 × %1-Brett beginnt?</translation>
    </message>
    <message>
        <source>Save this game before it is replaced?</source>
        <translation>Dieses Spiel speichern, bevor es ersetzt wird?</translation>
    </message>
    <message>
        <source>not sent: the game in play was kept</source>
        <translation>nicht gesendet: Das laufende Spiel bleibt erhalten</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>This is a review: press Esc to return to the game.</source>
        <translation>Dies ist eine Analyse: Esc kehrt zum Spiel zurück.</translation>
    </message>
    <message>
        <source>That square is %1&apos;s. %2 may play on a white square or on one of its own.</source>
        <translation>Dieses Feld gehört %1. %2 darf auf ein weißes Feld oder auf eines der eigenen setzen.</translation>
    </message>
    <message>
        <source>Could not open %1: there is no such file.</source>
        <translation>%1 lässt sich nicht öffnen: Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <source>Could not open %1: you are not allowed to read it.</source>
        <translation>%1 lässt sich nicht öffnen: Sie dürfen diese Datei nicht lesen.</translation>
    </message>
    <message>
        <source>Could not open %1: it is too large to be a saved game.</source>
        <translation>%1 lässt sich nicht öffnen: Die Datei ist zu groß für ein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>Could not open %1: it is not a saved jump61 game.</source>
        <translation>%1 lässt sich nicht öffnen: Das ist kein gespeichertes jump61-Spiel.</translation>
    </message>
    <message>
        <source>Could not open %1: line %2 is wrong (the command console, F12, says why).</source>
        <translation>%1 lässt sich nicht öffnen: Zeile %2 ist fehlerhaft (die Befehlskonsole, F12, sagt, warum).</translation>
    </message>
    <message>
        <source>Could not open %1: line %2 is wrong (%3).</source>
        <translation>%1 lässt sich nicht öffnen: Zeile %2 ist fehlerhaft (%3).</translation>
    </message>
    <message>
        <source>Could not save the game to %1.</source>
        <translation>Das Spiel ließ sich nicht in %1 speichern.</translation>
    </message>
    <message>
        <source>Could not save the game to %1 (%2).</source>
        <translation>Das Spiel ließ sich nicht in %1 speichern (%2).</translation>
    </message>
    <message>
        <source>Could not read %1.</source>
        <translation>%1 lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>The hint is on its way.</source>
        <translation>Der Tipp ist unterwegs.</translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation>Kein Tipp: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>No hint: the computer is to move. Press H again on your turn.</source>
        <translation>Kein Tipp: Der Computer ist am Zug. Drücken Sie H noch einmal, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <source>No hint: the computer plays both sides.</source>
        <translation>Kein Tipp: Der Computer spielt beide Seiten.</translation>
    </message>
    <message>
        <source>The game left unsaved when jump61 last stopped is back: save it to keep it.</source>
        <translation>Das zuletzt nicht gespeicherte Spiel ist wieder da: Speichern Sie es, um es zu behalten.</translation>
    </message>
    <message>
        <source>Could not keep a copy of the unsaved moves (%1): save the game to keep them.</source>
        <translation>Von den nicht gespeicherten Zügen ließ sich keine Kopie anlegen (%1): Speichern Sie das Spiel, um sie zu behalten.</translation>
    </message>
    <message>
        <source>The game left unsaved when jump61 last stopped is kept as %1.</source>
        <translation>Das Spiel, das beim letzten Ende von jump61 nicht gespeichert war, liegt jetzt in %1.</translation>
    </message>
    <message>
        <source>The game left unsaved when jump61 last stopped would not load; it is kept as %1.</source>
        <translation>Das Spiel, das beim letzten Ende von jump61 nicht gespeichert war, ließ sich nicht laden; es liegt jetzt in %1.</translation>
    </message>
    <message>
        <source>Another jump61 window is open: this one keeps no copy of unsaved moves, so save them yourself.</source>
        <translation>Ein anderes jump61-Fenster ist offen: Dieses sichert nicht gespeicherte Züge nicht.</translation>
    </message>
    <message>
        <source>The board had only just changed, so that move was not played: play it again.</source>
        <translation>Das Brett hatte sich gerade erst geändert, daher wurde dieser Zug nicht gespielt: bitte noch einmal spielen.</translation>
    </message>
    <message>
        <source>Could not save the game to %1: it is not a saved jump61 game; remove it or choose another name.</source>
        <translation>Das Spiel ließ sich nicht in %1 speichern: Die Datei ist kein gespeichertes jump61-Spiel; entfernen Sie sie oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>not sent: this is a review; Esc returns to the game</source>
        <translation>nicht gesendet: Dies ist eine Analyse; Esc kehrt zum Spiel zurück</translation>
    </message>
    <message>
        <source>Could not open %1: it is a folder, not a file.</source>
        <translation>%1 lässt sich nicht öffnen: Das ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>Could not open %1: it is a pipe, not a file.</source>
        <translation>%1 lässt sich nicht öffnen: Das ist eine Pipe, keine Datei.</translation>
    </message>
    <message>
        <source>Could not open %1: it is a device, not a file.</source>
        <translation>%1 lässt sich nicht öffnen: Das ist ein Gerät, keine Datei.</translation>
    </message>
    <message>
        <source>Could not open %1: it is a socket, not a file.</source>
        <translation>%1 lässt sich nicht öffnen: Das ist ein Socket, keine Datei.</translation>
    </message>
    <message>
        <source>Could not open %1: it is not a regular file.</source>
        <translation>%1 lässt sich nicht öffnen: Das ist keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <source>The hint comes once the last move is drawn.</source>
        <translation>Der Tipp kommt, sobald der letzte Zug gezeichnet ist.</translation>
    </message>
    <message>
        <source>No hint yet: the last move is still being drawn.</source>
        <translation>Noch kein Tipp: Der letzte Zug wird noch gezeichnet.</translation>
    </message>
    <message>
        <source>The board had only just changed, so that move was not played: %1 is now %2&apos;s.</source>
        <translation>Das Brett hatte sich gerade erst geändert, daher wurde dieser Zug nicht gespielt: %1 gehört jetzt %2.</translation>
    </message>
    <message>
        <source>Opened %1 with the computer paused: Redo plays the move taken back, Resume lets the computer choose.</source>
        <translation>%1 geöffnet, der Computer pausiert: Wiederholen spielt den zurückgenommenen Zug, Weiter lässt den Computer wählen.</translation>
    </message>
</context>
<context>
    <name>jump61::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
</context>
<context>
    <name>jump61::NewGameDialog</name>
    <message>
        <source>&amp;Start Game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source>Choose the board and who plays each side. %1 moves first.</source>
        <translation>Wählen Sie das Brett und wer welche Seite spielt. %1 zieht zuerst.</translation>
    </message>
    <message>
        <source>&amp;%1:</source>
        <translation>&amp;%1:</translation>
    </message>
</context>
<context>
    <name>jump61::PlayerChooser</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
</context>
<context>
    <name>jump61::ReviewMode</name>
    <message>
        <source>&amp;Turning Point (move %1)</source>
        <translation>&amp;Wendepunkt (Zug&#xa0;%1)</translation>
    </message>
    <message>
        <source>&amp;Turning Point</source>
        <translation>&amp;Wendepunkt</translation>
    </message>
</context>
<context>
    <name>jump61::ReviewPanel</name>
    <message>
        <source>Game review</source>
        <translation>Analyse des Spiels</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the analysis and return to the game (Esc)</source>
        <translation>Die Analyse anhalten und zum Spiel zurückkehren (Esc)</translation>
    </message>
    <message>
        <source>Drag to go through the moves</source>
        <translation>Ziehen, um durch die Züge zu gehen</translation>
    </message>
    <message>
        <source>Reviewed move</source>
        <translation>Analysierter Zug</translation>
    </message>
    <message>
        <source>On the board: the position before the move. Solid ring: the move played. Dashed ring: the better move.</source>
        <translation>Auf dem Brett: die Stellung vor dem Zug. Durchgezogener Ring: der gespielte Zug. Gestrichelter Ring: der bessere Zug.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing %n move(s)…</source>
        <translation>
            <numerusform>Analysiere %n Zug …</numerusform>
            <numerusform>Analysiere %n Züge …</numerusform>
        </translation>
    </message>
    <message>
        <source>Step 1 of 2: looking for proven wins from the end…</source>
        <translation>Schritt 1 von 2: Suche bewiesene Siege vom Ende her …</translation>
    </message>
    <message>
        <source>Step 2 of 2: analysed %1 of %2 moves…</source>
        <translation>Schritt 2 von 2: %1 von %2 Zügen analysiert …</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug&#xa0;%1 von %2</translation>
    </message>
    <message>
        <source>Move %1: %2 %3 — %4</source>
        <translation>Zug&#xa0;%1: %2 %3 — %4</translation>
    </message>
    <message>
        <source>; better %1</source>
        <translation>; besser %1</translation>
    </message>
    <message>
        <source>; %1&apos;s winning chance %2% → %3%</source>
        <translation>; Gewinnchance von %1 %2&#xa0;% → %3&#xa0;%</translation>
    </message>
    <message>
        <source> (proven: %1 wins in %2)</source>
        <translation> (bewiesen: %1 gewinnt in %2)</translation>
    </message>
    <message>
        <source> (proven: %1 wins)</source>
        <translation> (bewiesen: %1 gewinnt)</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bester</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source> (%1 won)</source>
        <translation> (%1 hat gewonnen)</translation>
    </message>
</context>
<context>
    <name>jump61::SettingsDialog</name>
    <message>
        <source>&amp;%1:</source>
        <translation>&amp;%1:</translation>
    </message>
</context>
<context>
    <name>jump61::SquaresChart</name>
    <message>
        <source>Squares owned by each side after every move</source>
        <translation>Felder jeder Seite nach jedem Zug</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Noch keine Züge</translation>
    </message>
    <message>
        <source>%1 (all)</source>
        <translation>%1 (alle)</translation>
    </message>
    <message>
        <source>Squares over the game</source>
        <translation>Felder im Spielverlauf</translation>
    </message>
    <message>
        <source>After move %1: %2 %3, %4 %5.</source>
        <translation>Nach Zug&#xa0;%1: %2 %3, %4 %5.</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 selected: %2&apos;s winning chance %3% after it.</source>
        <translation>Zug&#xa0;%1 gewählt: Gewinnchance von %2 danach %3&#xa0;%.</translation>
    </message>
    <message>
        <source>%1&apos;s chance</source>
        <translation>Chance von %1</translation>
    </message>
    <message>
        <source>Squares owned by each side, and %1&apos;s winning chance (the dark line). Circles mark mistakes, diamonds blunders. Click a move to see it.</source>
        <translation>Felder jeder Seite und die Gewinnchance von %1 (die dunkle Linie). Kreise markieren Fehler, Rauten grobe Fehler. Ein Klick zeigt den Zug.</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
</context>
<context>
    <name>jump61::StatusPanel</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Squares over the game</source>
        <translation>Felder im Spielverlauf</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solving the position…&lt;/b&gt;&lt;br&gt;the console&apos;s solve; Stop ends it</source>
        <translation>&lt;b&gt;Die Stellung wird gelöst …&lt;/b&gt;&lt;br&gt;solve in der Konsole; Stopp beendet es</translation>
    </message>
    <message>
        <source>&lt;b&gt;Looking for a hint for %1…&lt;/b&gt;</source>
        <translation>&lt;b&gt;Suche einen Tipp für %1 …&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 is thinking…&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 denkt nach …&lt;/b&gt;</translation>
    </message>
    <message>
        <source>best so far %1 · %2</source>
        <translation>bisher am besten %1 · %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 played %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 spielte %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: play %1&lt;/b&gt;&lt;br&gt;the square is ringed on the board</source>
        <translation>&lt;b&gt;Tipp: spielen Sie %1&lt;/b&gt;&lt;br&gt;das Feld ist auf dem Brett umrandet</translation>
    </message>
    <message>
        <source>%1M positions</source>
        <translation>%1 Mio. Stellungen</translation>
    </message>
    <message>
        <source>%1k positions</source>
        <translation>%1 Tsd. Stellungen</translation>
    </message>
    <message>
        <source> · %1 s</source>
        <translation> · %1 s</translation>
    </message>
    <message>
        <source>depth %1 · eval %2&lt;br&gt;%3%4</source>
        <translation>Tiefe %1 · Bewertung %2&lt;br&gt;%3%4</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug&#xa0;%1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>The game is over: start a new one, or undo.</source>
        <translation>Das Spiel ist aus: Beginnen Sie ein neues oder nehmen Sie Züge zurück.</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>Your turn: click a white or %1 square.</source>
        <translation>Sie sind am Zug: Klicken Sie auf ein Feld, das weiß oder %1 ist.</translation>
    </message>
    <message>
        <source>Click a white or %1 square.</source>
        <translation>Klicken Sie auf ein Feld, das weiß oder %1 ist.</translation>
    </message>
    <message>
        <source>The computer is paused: P resumes, S makes one move.</source>
        <translation>Der Computer ist angehalten: P setzt fort, S macht einen Zug.</translation>
    </message>
    <message>
        <source>The computer (%1) is choosing a move.</source>
        <translation>Der Computer (%1) wählt einen Zug.</translation>
    </message>
    <message>
        <source>The computer (%1) plays %2.</source>
        <translation>Der Computer (%1) spielt %2.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer · %1 (level %2)</source>
        <translation>Computer · %1 (Stufe %2)</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>gewinnt in %n Zug</numerusform>
            <numerusform>gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n move(s)</source>
        <translation>
            <numerusform>verliert in %n Zug</numerusform>
            <numerusform>verliert in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has a forced win.</source>
        <translation>%1 kann den Sieg erzwingen.</translation>
    </message>
    <message>
        <source>%1 thinks the game is even.</source>
        <translation>%1 hält das Spiel für ausgeglichen.</translation>
    </message>
    <message>
        <source>%1 thinks it is winning.</source>
        <translation>%1 sieht sich auf Siegkurs.</translation>
    </message>
    <message>
        <source>%1 thinks it is ahead.</source>
        <translation>%1 sieht sich im Vorteil.</translation>
    </message>
    <message>
        <source>%1 thinks %2 is winning.</source>
        <translation>%1 sieht %2 auf Siegkurs.</translation>
    </message>
    <message>
        <source>%1 thinks %2 is ahead.</source>
        <translation>%1 sieht %2 im Vorteil.</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n Stellung</numerusform>
            <numerusform>%n Stellungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spot(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 plays %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 spielt %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The board shows the game under review; Esc returns to the game in play.</source>
        <translation>Das Brett zeigt das analysierte Spiel; Esc kehrt zum laufenden Spiel zurück.</translation>
    </message>
    <message>
        <source>the choice of %1 (level %2)</source>
        <translation>die Wahl eines Spielers der Stufe %2 (%1)</translation>
    </message>
    <message>
        <source>At %1 (level %2), %3 does not judge who is ahead.</source>
        <translation>Als %1 (Stufe %2) beurteilt %3 nicht, wer vorn liegt.</translation>
    </message>
    <message>
        <source>The computer (%1) waits until the dialog is closed.</source>
        <translation>Der Computer (%1) wartet, bis der Dialog geschlossen ist.</translation>
    </message>
    <message>
        <source>Your turn (the computer is paused): click a white or %1 square.</source>
        <translation>Sie sind am Zug (Computer pausiert): Feld anklicken, das weiß oder %1 ist.</translation>
    </message>
    <message>
        <source>The game is over; its review is under way.</source>
        <translation>Das Spiel ist aus; seine Analyse läuft.</translation>
    </message>
</context>
<context>
    <name>jump61::Translations</name>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
</context>
<context>
    <name>jump61::WindowActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation>Das Spiel unter neuem Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit jump61</source>
        <translation>jump61 beenden</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Den letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>Play again a move taken back</source>
        <translation>Einen zurückgenommenen Zug erneut spielen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ask the computer for a good move</source>
        <translation>Den Computer nach einem guten Zug fragen</translation>
    </message>
    <message>
        <source>&amp;Stop Thinking</source>
        <translation>Nachdenken &amp;beenden</translation>
    </message>
    <message>
        <source>Make the computer play its best move now</source>
        <translation>Der Computer spielt jetzt seinen besten Zug</translation>
    </message>
    <message>
        <source>&amp;Pause Computer</source>
        <translation>Computer &amp;anhalten</translation>
    </message>
    <message>
        <source>Pause or resume the computer&apos;s moves</source>
        <translation>Die Züge des Computers anhalten oder fortsetzen</translation>
    </message>
    <message>
        <source>S&amp;tep One Move</source>
        <translation>&amp;Einen Zug weiter</translation>
    </message>
    <message>
        <source>Let the computer make one move</source>
        <translation>Den Computer einen Zug machen lassen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Players, animation and colours</source>
        <translation>Spieler, Animation und Farben</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Das Fenster auf dem ganzen Bildschirm zeigen</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>The rules, with an example</source>
        <translation>Die Regeln, mit einem Beispiel</translation>
    </message>
    <message>
        <source>&amp;About jump61</source>
        <translation>&amp;Über jump61</translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation>Version und Mitwirkende</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About the Qt toolkit</source>
        <translation>Über das Qt-Toolkit</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>Board &amp;Size</source>
        <translation>Brett&amp;größe</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Show &amp;Engine Details</source>
        <translation>&amp;Details der Suche zeigen</translation>
    </message>
    <message>
        <source>Show the computer&apos;s search depth and score in figures</source>
        <translation>Suchtiefe und Bewertung des Computers in Zahlen zeigen</translation>
    </message>
    <message>
        <source>&amp;%1 Player</source>
        <translation>Spieler &amp;%1</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>Spiel &amp;analysieren</translation>
    </message>
    <message>
        <source>Analyse the game move by move: mistakes, better moves, winning chances</source>
        <translation>Das Spiel Zug für Zug analysieren: Fehler, bessere Züge, Gewinnchancen</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <source>The first move of the game (Home)</source>
        <translation>Der erste Zug des Spiels (Pos1)</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>The move before (Left)</source>
        <translation>Der Zug davor (Links)</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>The move after (Right)</source>
        <translation>Der Zug danach (Rechts)</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <source>The last move of the game (End)</source>
        <translation>Der letzte Zug des Spiels (Ende)</translation>
    </message>
    <message>
        <source>&amp;Turning Point</source>
        <translation>&amp;Wendepunkt</translation>
    </message>
    <message>
        <source>The move that lost the most winning chance</source>
        <translation>Der Zug, der die meiste Gewinnchance kostete</translation>
    </message>
    <message>
        <source>E&amp;xit Review</source>
        <translation>Analyse &amp;beenden</translation>
    </message>
    <message>
        <source>Back to the game in play (Esc)</source>
        <translation>Zurück zum laufenden Spiel (Esc)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Re&amp;view Saved Game…</source>
        <translation>&amp;Gespeichertes Spiel analysieren …</translation>
    </message>
    <message>
        <source>Open a saved game and review it</source>
        <translation>Ein gespeichertes Spiel öffnen und analysieren</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Weiter</translation>
    </message>
</context>
</TS>
