<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Choose the board and who plays each side. Red moves first.</source>
        <translation>Choisissez le plateau et qui joue chaque camp. Rouge joue en premier.</translation>
    </message>
    <message>
        <source>Board &amp;size:</source>
        <translation>&amp;Taille du plateau :</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>&amp;Rouge :</translation>
    </message>
    <message>
        <source>&amp;Blue:</source>
        <translation>&amp;Bleu :</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>&amp;Rouge :</translation>
    </message>
    <message>
        <source>&amp;Blue:</source>
        <translation>&amp;Bleu :</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Couleurs :</translation>
    </message>
    <message>
        <source>&amp;Mark squares one spot from jumping</source>
        <translation>&amp;Marquer les cases à un point du saut</translation>
    </message>
    <message>
        <source>Show row and column &amp;numbers</source>
        <translation>Afficher les &amp;numéros de ligne et de colonne</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>A new language is used from the next start of jump61.</source>
        <translation>Une nouvelle langue s’applique au prochain démarrage de jump61.</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Plus rapide</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Plus lent</translation>
    </message>
</context>
<context>
    <name>jump61::AboutDialog</name>
    <message>
        <source>About jump61</source>
        <translation>À propos de jump61</translation>
    </message>
    <message>
        <source>&lt;h2&gt;jump61 %1&lt;/h2&gt;&lt;p&gt;The jumping-cubes game: take turns adding spots to squares; a square with more spots than neighbours jumps, and its spots take the squares around it. Cover the board in your colour to win.&lt;/p&gt;&lt;p&gt;One command interpreter drives both this window and the text program (&lt;tt&gt;jump61&lt;/tt&gt; without &lt;tt&gt;--display&lt;/tt&gt;); the Command Console (F12, in the Settings menu) shows the commands the window sends.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;jump61 %1&lt;/h2&gt;&lt;p&gt;Le jeu des cubes sauteurs : chacun à son tour ajoute des points aux cases ; une case qui a plus de points que de voisines saute, et ses points prennent les cases autour d’elle. Couvrez le plateau de votre couleur pour gagner.&lt;/p&gt;&lt;p&gt;Un seul interpréteur de commandes pilote cette fenêtre et le programme texte (&lt;tt&gt;jump61&lt;/tt&gt; sans &lt;tt&gt;--display&lt;/tt&gt;) ; la console de commandes (F12, dans le menu Réglages) montre les commandes que la fenêtre envoie.&lt;/p&gt;&lt;p&gt;Compilé avec Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>jump61::BoardColours</name>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
</context>
<context>
    <name>jump61::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message numerus="yes">
        <source>Row %1, column %2: %n %3 spot(s)</source>
        <translation>
            <numerusform>Ligne %1, colonne %2 : %n point, couleur %3</numerusform>
            <numerusform>Ligne %1, colonne %2 : %n points, couleur %3</numerusform>
        </translation>
    </message>
    <message>
        <source>, one spot from jumping</source>
        <translation>, à un point du saut</translation>
    </message>
    <message>
        <source>, the last move</source>
        <translation>, le dernier coup</translation>
    </message>
    <message>
        <source>, the hint</source>
        <translation>, l’indice</translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 a gagné.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <source>Last move: row %1, column %2.</source>
        <translation>Dernier coup : ligne %1, colonne %2.</translation>
    </message>
    <message>
        <source>Cursor: %1.</source>
        <translation>Curseur : %1.</translation>
    </message>
    <message>
        <source>Solid ring: the move played here. Dashed ring: the better move.</source>
        <translation>Anneau plein : le coup joué ici. Anneau en tirets : le meilleur coup.</translation>
    </message>
    <message>
        <source>, the move played</source>
        <translation>, le coup joué</translation>
    </message>
    <message>
        <source>, the better move</source>
        <translation>, le meilleur coup</translation>
    </message>
    <message>
        <source>Review: the position before move %1.</source>
        <translation>Analyse : la position avant le coup&#xa0;%1.</translation>
    </message>
    <message>
        <source>Move played: row %1, column %2.</source>
        <translation>Coup joué : ligne %1, colonne %2.</translation>
    </message>
</context>
<context>
    <name>jump61::ConsoleDock</name>
    <message>
        <source>Command Console</source>
        <translation>Console de commandes</translation>
    </message>
    <message>
        <source>Type a command (help lists them) and press Enter</source>
        <translation>Tapez une commande (help les liste) puis Entrée</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Commands and answers</source>
        <translation>Commandes et réponses</translation>
    </message>
</context>
<context>
    <name>jump61::DisplayOptions</name>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Très rapide</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Adaptée aux daltoniens</translation>
    </message>
    <message>
        <source>Classic red and blue</source>
        <translation>Rouge et bleu classiques</translation>
    </message>
    <message>
        <source>Computer: %1 (level %2, rating %3)</source>
        <translation>Ordinateur : %1 (niveau %2, cote %3)</translation>
    </message>
</context>
<context>
    <name>jump61::FileChooser</name>
    <message>
        <source>jump61 saved game</source>
        <translation>partie jump61 enregistrée</translation>
    </message>
</context>
<context>
    <name>jump61::GameFile</name>
    <message>
        <source>jump61 games (*.jump61 *.txt);;All files (*)</source>
        <translation>Parties jump61 (*.jump61 *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Save the Game?</source>
        <translation>Enregistrer la partie ?</translation>
    </message>
    <message>
        <source>The moves of this game are not saved: if you discard them, they are lost.</source>
        <translation>Les coups de cette partie ne sont pas enregistrés : si vous les abandonnez, ils sont perdus.</translation>
    </message>
    <message>
        <source>game.jump61</source>
        <translation>partie.jump61</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>the folder %1 could not be made</source>
        <translation>le dossier %1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>another jump61 window keeps one</source>
        <translation>une autre fenêtre jump61 en garde une</translation>
    </message>
</context>
<context>
    <name>jump61::GameOverBanner</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Undo Last Move</source>
        <translation>&amp;Annuler le dernier coup</translation>
    </message>
    <message>
        <source>Close this box to look at the board (Esc)</source>
        <translation>Fermer cette fenêtre pour voir le plateau (Échap)</translation>
    </message>
</context>
<context>
    <name>jump61::HelpDialog</name>
    <message>
        <source>How to Play jump61</source>
        <translation>Comment jouer à jump61</translation>
    </message>
</context>
<context>
    <name>jump61::HintVerdict</name>
    <message>
        <source>wins in %1 (proven)</source>
        <translation>gagne en %1 (prouvé)</translation>
    </message>
    <message>
        <source>winning chance %1%</source>
        <translation>chances de gain %1&#xa0;%</translation>
    </message>
    <message>
        <source>every move loses; this one in %1 (proven)</source>
        <translation>tout coup perd ; celui-ci en %1 (prouvé)</translation>
    </message>
    <message>
        <source>%1 has a forced win (proven): no move saves the game</source>
        <translation>%1 peut forcer la victoire (prouvé) : aucun coup ne sauve la partie</translation>
    </message>
    <message>
        <source>%1 has a forced win (proven), which this hint&apos;s search did not find</source>
        <translation>%1 peut forcer la victoire (prouvé), ce que la recherche de cet indice n’a pas trouvé</translation>
    </message>
</context>
<context>
    <name>jump61::Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Occasionnel</translation>
    </message>
    <message>
        <source>Hobbyist</source>
        <translation>Amateur éclairé</translation>
    </message>
    <message>
        <source>Improver</source>
        <translation>En progrès</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>Apprenti</translation>
    </message>
    <message>
        <source>Amateur</source>
        <translation>Amateur</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Joueur de club</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
</context>
<context>
    <name>jump61::MainWindow</name>
    <message>
        <source>Command &amp;Console</source>
        <translation>C&amp;onsole de commandes</translation>
    </message>
    <message>
        <source>Welcome to jump61. Press F1 for the rules.</source>
        <translation>Bienvenue dans jump61. F1 affiche les règles.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Save this game before starting a new one?</source>
        <translation>Enregistrer cette partie avant d’en commencer une nouvelle ?</translation>
    </message>
    <message>
        <source>Resume &amp;Computer</source>
        <translation>Reprendre l’&amp;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Pause Computer</source>
        <translation>&amp;Pause de l’ordinateur</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
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
        <translation>Vous avez battu l’ordinateur (%1) au coup&#xa0;%2.</translation>
    </message>
    <message>
        <source>The computer (%1) took the whole board on move %2. Undo to try again.</source>
        <translation>L’ordinateur (%1) a pris tout le plateau au coup&#xa0;%2. Annulez pour réessayer.</translation>
    </message>
    <message>
        <source>%1 covered the board on move %2.</source>
        <translation>%1 a couvert le plateau au coup&#xa0;%2.</translation>
    </message>
    <message>
        <source>%1 (%2) beat %3 (%4) on move %5.</source>
        <translation>%1 (%2) a battu %3 (%4) au coup&#xa0;%5.</translation>
    </message>
    <message>
        <source>Save this game before opening another one?</source>
        <translation>Enregistrer cette partie avant d’en ouvrir une autre ?</translation>
    </message>
    <message>
        <source>The new language is used from the next start.</source>
        <translation>La nouvelle langue s’applique au prochain démarrage.</translation>
    </message>
    <message>
        <source>Save this game before closing the window?</source>
        <translation>Enregistrer cette partie avant de fermer la fenêtre ?</translation>
    </message>
    <message>
        <source>Save this game before starting a new %1 × %1 game?</source>
        <translation>Enregistrer cette partie avant d’en commencer une nouvelle sur un plateau %1 × %1 ?</translation>
    </message>
    <message>
        <source>Save this game before it is replaced?</source>
        <translation>Enregistrer cette partie avant qu’elle soit remplacée ?</translation>
    </message>
    <message>
        <source>not sent: the game in play was kept</source>
        <translation>non envoyée : la partie en cours est conservée</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>C’est au tour de l’ordinateur.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>This is a review: press Esc to return to the game.</source>
        <translation>Ceci est une analyse : Échap revient à la partie.</translation>
    </message>
    <message>
        <source>That square is %1&apos;s. %2 may play on a white square or on one of its own.</source>
        <translation>Cette case est à %1. %2 peut jouer sur une case blanche ou sur l’une des siennes.</translation>
    </message>
    <message>
        <source>Could not open %1: there is no such file.</source>
        <translation>Impossible d’ouvrir %1 : ce fichier n’existe pas.</translation>
    </message>
    <message>
        <source>Could not open %1: you are not allowed to read it.</source>
        <translation>Impossible d’ouvrir %1 : vous n’avez pas le droit de le lire.</translation>
    </message>
    <message>
        <source>Could not open %1: it is too large to be a saved game.</source>
        <translation>Impossible d’ouvrir %1 : il est trop grand pour être une partie enregistrée.</translation>
    </message>
    <message>
        <source>Could not open %1: it is not a saved jump61 game.</source>
        <translation>Impossible d’ouvrir %1 : ce n’est pas une partie jump61 enregistrée.</translation>
    </message>
    <message>
        <source>Could not open %1: line %2 is wrong (the command console, F12, says why).</source>
        <translation>Impossible d’ouvrir %1 : la ligne %2 est fautive (la console de commandes, F12, dit pourquoi).</translation>
    </message>
    <message>
        <source>Could not open %1: line %2 is wrong (%3).</source>
        <translation>Impossible d’ouvrir %1 : la ligne %2 est fautive (%3).</translation>
    </message>
    <message>
        <source>Could not save the game to %1.</source>
        <translation>Impossible d’enregistrer la partie dans %1.</translation>
    </message>
    <message>
        <source>Could not save the game to %1 (%2).</source>
        <translation>Impossible d’enregistrer la partie dans %1 (%2).</translation>
    </message>
    <message>
        <source>Could not read %1.</source>
        <translation>Impossible de lire %1.</translation>
    </message>
    <message>
        <source>The hint is on its way.</source>
        <translation>L’indice arrive.</translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation>Pas d’indice : la partie est terminée.</translation>
    </message>
    <message>
        <source>No hint: the computer is to move. Press H again on your turn.</source>
        <translation>Pas d’indice : c’est à l’ordinateur de jouer. Appuyez de nouveau sur H à votre tour.</translation>
    </message>
    <message>
        <source>No hint: the computer plays both sides.</source>
        <translation>Pas d’indice : l’ordinateur joue les deux camps.</translation>
    </message>
    <message>
        <source>The game left unsaved when jump61 last stopped is back: save it to keep it.</source>
        <translation>La partie non enregistrée lors du dernier arrêt de jump61 est de retour : enregistrez-la pour la garder.</translation>
    </message>
    <message>
        <source>Could not keep a copy of the unsaved moves (%1): save the game to keep them.</source>
        <translation>Impossible de garder une copie des coups non enregistrés (%1) : enregistrez la partie pour les garder.</translation>
    </message>
    <message>
        <source>The game left unsaved when jump61 last stopped is kept as %1.</source>
        <translation>La partie non enregistrée lors du dernier arrêt de jump61 est conservée dans %1.</translation>
    </message>
    <message>
        <source>The game left unsaved when jump61 last stopped would not load; it is kept as %1.</source>
        <translation>La partie non enregistrée lors du dernier arrêt de jump61 ne se charge pas ; elle est conservée dans %1.</translation>
    </message>
    <message>
        <source>Another jump61 window is open: this one keeps no copy of unsaved moves, so save them yourself.</source>
        <translation>Une autre fenêtre de jump61 est ouverte : celle-ci ne sauvegarde pas les coups non enregistrés.</translation>
    </message>
    <message>
        <source>The board had only just changed, so that move was not played: play it again.</source>
        <translation>Le plateau venait tout juste de changer, ce coup n’a donc pas été joué : jouez-le à nouveau.</translation>
    </message>
    <message>
        <source>Could not save the game to %1: it is not a saved jump61 game; remove it or choose another name.</source>
        <translation>Impossible d’enregistrer la partie dans %1 : ce n’est pas une partie jump61 enregistrée ; supprimez-le ou choisissez un autre nom.</translation>
    </message>
    <message>
        <source>not sent: this is a review; Esc returns to the game</source>
        <translation>non envoyée : ceci est une analyse ; Échap revient à la partie</translation>
    </message>
    <message>
        <source>Could not open %1: it is a folder, not a file.</source>
        <translation>Impossible d’ouvrir %1 : c’est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>Could not open %1: it is a pipe, not a file.</source>
        <translation>Impossible d’ouvrir %1 : c’est un tube, pas un fichier.</translation>
    </message>
    <message>
        <source>Could not open %1: it is a device, not a file.</source>
        <translation>Impossible d’ouvrir %1 : c’est un périphérique, pas un fichier.</translation>
    </message>
    <message>
        <source>Could not open %1: it is a socket, not a file.</source>
        <translation>Impossible d’ouvrir %1 : c’est un socket, pas un fichier.</translation>
    </message>
    <message>
        <source>Could not open %1: it is not a regular file.</source>
        <translation>Impossible d’ouvrir %1 : ce n’est pas un fichier ordinaire.</translation>
    </message>
    <message>
        <source>The hint comes once the last move is drawn.</source>
        <translation>L’indice viendra une fois le dernier coup dessiné.</translation>
    </message>
    <message>
        <source>No hint yet: the last move is still being drawn.</source>
        <translation>Pas encore d’indice : le dernier coup est encore en train d’être dessiné.</translation>
    </message>
    <message>
        <source>The board had only just changed, so that move was not played: %1 is now %2&apos;s.</source>
        <translation>Le plateau venait tout juste de changer, ce coup n’a donc pas été joué : %1 est maintenant à %2.</translation>
    </message>
    <message>
        <source>Opened %1 with the computer paused: Redo plays the move taken back, Resume lets the computer choose.</source>
        <translation>%1 ouvert, l’ordinateur en pause : Rejouer rejoue le coup annulé, Reprendre laisse l’ordinateur choisir.</translation>
    </message>
</context>
<context>
    <name>jump61::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>Fermer ce message</translation>
    </message>
</context>
<context>
    <name>jump61::NewGameDialog</name>
    <message>
        <source>&amp;Start Game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source>Choose the board and who plays each side. %1 moves first.</source>
        <translation>Choisissez le plateau et qui joue chaque camp. %1 joue en premier.</translation>
    </message>
    <message>
        <source>&amp;%1:</source>
        <translation>&amp;%1 :</translation>
    </message>
</context>
<context>
    <name>jump61::PlayerChooser</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
</context>
<context>
    <name>jump61::ReviewMode</name>
    <message>
        <source>&amp;Turning Point (move %1)</source>
        <translation>&amp;Tournant (coup&#xa0;%1)</translation>
    </message>
    <message>
        <source>&amp;Turning Point</source>
        <translation>&amp;Tournant</translation>
    </message>
</context>
<context>
    <name>jump61::ReviewPanel</name>
    <message>
        <source>Game review</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the analysis and return to the game (Esc)</source>
        <translation>Arrêter l&apos;analyse et revenir à la partie (Échap)</translation>
    </message>
    <message>
        <source>Drag to go through the moves</source>
        <translation>Faites glisser pour parcourir les coups</translation>
    </message>
    <message>
        <source>Reviewed move</source>
        <translation>Coup analysé</translation>
    </message>
    <message>
        <source>On the board: the position before the move. Solid ring: the move played. Dashed ring: the better move.</source>
        <translation>Sur le plateau : la position avant le coup. Anneau plein : le coup joué. Anneau en tirets : le meilleur coup.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing %n move(s)…</source>
        <translation>
            <numerusform>Analyse de %n coup…</numerusform>
            <numerusform>Analyse de %n coups…</numerusform>
        </translation>
    </message>
    <message>
        <source>Step 1 of 2: looking for proven wins from the end…</source>
        <translation>Étape 1 sur 2 : recherche de gains prouvés depuis la fin…</translation>
    </message>
    <message>
        <source>Step 2 of 2: analysed %1 of %2 moves…</source>
        <translation>Étape 2 sur 2 : %1 coups analysés sur %2…</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <source>Move %1: %2 %3 — %4</source>
        <translation>Coup %1 : %2 %3 — %4</translation>
    </message>
    <message>
        <source>; better %1</source>
        <translation> ; mieux %1</translation>
    </message>
    <message>
        <source>; %1&apos;s winning chance %2% → %3%</source>
        <translation> ; chances de gain pour %1 %2&#xa0;% → %3&#xa0;%</translation>
    </message>
    <message>
        <source> (proven: %1 wins in %2)</source>
        <translation> (prouvé : %1 gagne en %2)</translation>
    </message>
    <message>
        <source> (proven: %1 wins)</source>
        <translation> (prouvé : %1 gagne)</translation>
    </message>
    <message>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bon</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source> (%1 won)</source>
        <translation> (%1 a gagné)</translation>
    </message>
</context>
<context>
    <name>jump61::SettingsDialog</name>
    <message>
        <source>&amp;%1:</source>
        <translation>&amp;%1 :</translation>
    </message>
</context>
<context>
    <name>jump61::SquaresChart</name>
    <message>
        <source>Squares owned by each side after every move</source>
        <translation>Cases de chaque camp après chaque coup</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Aucun coup pour l’instant</translation>
    </message>
    <message>
        <source>%1 (all)</source>
        <translation>%1 (toutes)</translation>
    </message>
    <message>
        <source>Squares over the game</source>
        <translation>Cases au fil de la partie</translation>
    </message>
    <message>
        <source>After move %1: %2 %3, %4 %5.</source>
        <translation>Après le coup&#xa0;%1 : %2 %3, %4 %5.</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 selected: %2&apos;s winning chance %3% after it.</source>
        <translation>Coup %1 choisi : chances de gain pour %2 après lui %3&#xa0;%.</translation>
    </message>
    <message>
        <source>%1&apos;s chance</source>
        <translation>Chances pour %1</translation>
    </message>
    <message>
        <source>Squares owned by each side, and %1&apos;s winning chance (the dark line). Circles mark mistakes, diamonds blunders. Click a move to see it.</source>
        <translation>Cases de chaque camp, et chances de gain pour %1 (le trait foncé). Les cercles marquent les erreurs, les losanges les gaffes. Cliquez sur un coup pour le voir.</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
</context>
<context>
    <name>jump61::StatusPanel</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Squares over the game</source>
        <translation>Cases au fil de la partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solving the position…&lt;/b&gt;&lt;br&gt;the console&apos;s solve; Stop ends it</source>
        <translation>&lt;b&gt;Résolution de la position…&lt;/b&gt;&lt;br&gt;le solve de la console ; Arrêter y met fin</translation>
    </message>
    <message>
        <source>&lt;b&gt;Looking for a hint for %1…&lt;/b&gt;</source>
        <translation>&lt;b&gt;Recherche d’un indice pour %1…&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 is thinking…&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 réfléchit…&lt;/b&gt;</translation>
    </message>
    <message>
        <source>best so far %1 · %2</source>
        <translation>meilleur jusqu’ici %1 · %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 played %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 a joué %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: play %1&lt;/b&gt;&lt;br&gt;the square is ringed on the board</source>
        <translation>&lt;b&gt;Indice : jouez %1&lt;/b&gt;&lt;br&gt;la case est entourée sur le plateau</translation>
    </message>
    <message>
        <source>%1M positions</source>
        <translation>%1 M positions</translation>
    </message>
    <message>
        <source>%1k positions</source>
        <translation>%1 k positions</translation>
    </message>
    <message>
        <source> · %1 s</source>
        <translation> · %1 s</translation>
    </message>
    <message>
        <source>depth %1 · eval %2&lt;br&gt;%3%4</source>
        <translation>profondeur %1 · évaluation %2&lt;br&gt;%3%4</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Coup %1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>The game is over: start a new one, or undo.</source>
        <translation>La partie est finie : commencez-en une nouvelle, ou annulez.</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>Your turn: click a white or %1 square.</source>
        <translation>À vous : cliquez sur une case blanche ou de couleur %1.</translation>
    </message>
    <message>
        <source>Click a white or %1 square.</source>
        <translation>Cliquez sur une case blanche ou de couleur %1.</translation>
    </message>
    <message>
        <source>The computer is paused: P resumes, S makes one move.</source>
        <translation>L’ordinateur est en pause : P reprend, S joue un coup.</translation>
    </message>
    <message>
        <source>The computer (%1) is choosing a move.</source>
        <translation>L’ordinateur (%1) choisit un coup.</translation>
    </message>
    <message>
        <source>The computer (%1) plays %2.</source>
        <translation>L’ordinateur (%1) joue %2.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer · %1 (level %2)</source>
        <translation>Ordinateur · %1 (niveau %2)</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>gagne en %n coup</numerusform>
            <numerusform>gagne en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n move(s)</source>
        <translation>
            <numerusform>perd en %n coup</numerusform>
            <numerusform>perd en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has a forced win.</source>
        <translation>%1 peut forcer la victoire.</translation>
    </message>
    <message>
        <source>%1 thinks the game is even.</source>
        <translation>%1 pense que la partie est équilibrée.</translation>
    </message>
    <message>
        <source>%1 thinks it is winning.</source>
        <translation>%1 pense être en train de gagner.</translation>
    </message>
    <message>
        <source>%1 thinks it is ahead.</source>
        <translation>%1 pense mener.</translation>
    </message>
    <message>
        <source>%1 thinks %2 is winning.</source>
        <translation>Selon %1, %2 est en train de gagner.</translation>
    </message>
    <message>
        <source>%1 thinks %2 is ahead.</source>
        <translation>Selon %1, %2 mène.</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n position</numerusform>
            <numerusform>%n positions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spot(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 plays %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 joue %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The board shows the game under review; Esc returns to the game in play.</source>
        <translation>Le plateau montre la partie analysée ; Échap revient à la partie en cours.</translation>
    </message>
    <message>
        <source>the choice of %1 (level %2)</source>
        <translation>le choix d’un joueur %1 (niveau %2)</translation>
    </message>
    <message>
        <source>At %1 (level %2), %3 does not judge who is ahead.</source>
        <translation>Au niveau %1 (%2), %3 ne juge pas qui mène.</translation>
    </message>
    <message>
        <source>The computer (%1) waits until the dialog is closed.</source>
        <translation>L’ordinateur (%1) attend que la boîte de dialogue soit fermée.</translation>
    </message>
    <message>
        <source>Your turn (the computer is paused): click a white or %1 square.</source>
        <translation>À vous (l’ordinateur est en pause) : cliquez sur une case blanche ou de couleur %1.</translation>
    </message>
    <message>
        <source>The game is over; its review is under way.</source>
        <translation>La partie est finie ; son analyse est en cours.</translation>
    </message>
</context>
<context>
    <name>jump61::Translations</name>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>jump61::WindowActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation>Enregistrer la partie sous un nouveau nom</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit jump61</source>
        <translation>Quitter jump61</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rejouer le coup</translation>
    </message>
    <message>
        <source>Play again a move taken back</source>
        <translation>Rejouer un coup annulé</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Ask the computer for a good move</source>
        <translation>Demander un bon coup à l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Stop Thinking</source>
        <translation>Arrêter de réf&amp;léchir</translation>
    </message>
    <message>
        <source>Make the computer play its best move now</source>
        <translation>L’ordinateur joue tout de suite son meilleur coup</translation>
    </message>
    <message>
        <source>&amp;Pause Computer</source>
        <translation>&amp;Pause de l’ordinateur</translation>
    </message>
    <message>
        <source>Pause or resume the computer&apos;s moves</source>
        <translation>Suspendre ou reprendre les coups de l’ordinateur</translation>
    </message>
    <message>
        <source>S&amp;tep One Move</source>
        <translation>Un coup &amp;suivant</translation>
    </message>
    <message>
        <source>Let the computer make one move</source>
        <translation>Laisser l’ordinateur jouer un coup</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Ré&amp;glages…</translation>
    </message>
    <message>
        <source>Players, animation and colours</source>
        <translation>Joueurs, animation et couleurs</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Afficher la fenêtre sur tout l’écran</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>The rules, with an example</source>
        <translation>Les règles, avec un exemple</translation>
    </message>
    <message>
        <source>&amp;About jump61</source>
        <translation>&amp;À propos de jump61</translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation>Version et remerciements</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>About the Qt toolkit</source>
        <translation>À propos de la bibliothèque Qt</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Un coup</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>Board &amp;Size</source>
        <translation>&amp;Taille du plateau</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>Vitesse d’&amp;animation</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Couleurs</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barre d’outils</translation>
    </message>
    <message>
        <source>Show &amp;Engine Details</source>
        <translation>Afficher les &amp;détails de la recherche</translation>
    </message>
    <message>
        <source>Show the computer&apos;s search depth and score in figures</source>
        <translation>Afficher en chiffres la profondeur de recherche et le score de l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;%1 Player</source>
        <translation>Joueur &amp;%1</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>&amp;Analyser la partie</translation>
    </message>
    <message>
        <source>Analyse the game move by move: mistakes, better moves, winning chances</source>
        <translation>Analyser la partie coup par coup : erreurs, meilleurs coups, chances de gain</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Premier coup</translation>
    </message>
    <message>
        <source>The first move of the game (Home)</source>
        <translation>Le premier coup de la partie (Début)</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>The move before (Left)</source>
        <translation>Le coup d&apos;avant (Gauche)</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>The move after (Right)</source>
        <translation>Le coup d&apos;après (Droite)</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <source>The last move of the game (End)</source>
        <translation>Le dernier coup de la partie (Fin)</translation>
    </message>
    <message>
        <source>&amp;Turning Point</source>
        <translation>&amp;Tournant</translation>
    </message>
    <message>
        <source>The move that lost the most winning chance</source>
        <translation>Le coup qui a coûté le plus de chances de gain</translation>
    </message>
    <message>
        <source>E&amp;xit Review</source>
        <translation>&amp;Quitter l’analyse</translation>
    </message>
    <message>
        <source>Back to the game in play (Esc)</source>
        <translation>Retour à la partie en cours (Échap)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Re&amp;view Saved Game…</source>
        <translation>Analyser une partie en&amp;registrée…</translation>
    </message>
    <message>
        <source>Open a saved game and review it</source>
        <translation>Ouvrir une partie enregistrée et l&apos;analyser</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
</context>
</TS>
