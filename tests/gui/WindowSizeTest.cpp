#include "gui/WindowFixture.h"
#include "gui/dialogs/SettingsDialog.h"
#include "gui/panels/ConsoleDock.h"
#include "gui/panels/GameOverBanner.h"
#include "gui/panels/SquaresChart.h"
#include "gui/panels/StatusPanel.h"
#include "gui/settings/Translations.h"
#include "gui/window/WindowActions.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QToolBar>

using namespace jump61;

// Small windows and large fonts: the window has a minimum size that follows the font, the
// status panel's lines never overlap nor get cut (the panel scrolls instead), and a geometry
// saved on a larger screen comes back inside this one.
class WindowSizeTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QFont m_font;

    // Every line of text the panel shows, with where it is drawn.
    static QList<QLabel*> shownLabels(QWidget* panel)
    {
        QList<QLabel*> labels;
        for (QLabel* label : panel->findChildren<QLabel*>()) {
            if (label->isVisible() && !label->text().isEmpty()) {
                labels << label;
            }
        }
        return labels;
    }

    // Every button of the toolbar is shown: none is left behind its overflow arrow.
    static void checkToolbar(MainWindow& window)
    {
        auto* tools = window.findChild<QToolBar*>("toolbar");
        QVERIFY(tools != nullptr);
        for (QAction* action : tools->actions()) {
            if (action->isSeparator()) {
                continue;
            }
            QWidget* button = tools->widgetForAction(action);
            QVERIFY2(button != nullptr && button->isVisible(), qPrintable(action->text()));
            QVERIFY2(button->geometry().right() <= tools->width(), qPrintable(action->text()));
        }
    }

    static QRect placeIn(QWidget* panel, QWidget* widget)
    {
        return QRect(widget->mapTo(panel, QPoint(0, 0)), widget->size());
    }

    static void checkPanel(MainWindow& window)
    {
        StatusPanel* panel = window.statusPanel();
        const QList<QLabel*> labels = shownLabels(panel);
        QVERIFY(labels.size() >= 8);
        for (QLabel* label : labels) {
            const QString what = label->text() + " " + QString::number(label->width()) + "x" +
                                 QString::number(label->height());
            const int needed = label->wordWrap() ? label->heightForWidth(label->width())
                                                 : label->sizeHint().height();
            QVERIFY2(label->height() >= needed, qPrintable("too short: " + what));
            if (!label->wordWrap()) {
                QVERIFY2(label->width() >= label->sizeHint().width(),
                         qPrintable("too narrow: " + what));
            }
            // Inside the part of the panel that is shown (it scrolls only up and down).
            QWidget* shown = panel->parentWidget();
            QVERIFY2(placeIn(shown, label).right() < shown->width(),
                     qPrintable("outside the panel: " + what));
        }
        for (int i = 0; i < labels.size(); ++i) {
            for (int j = i + 1; j < labels.size(); ++j) {
                QVERIFY2(!placeIn(panel, labels[i]).intersects(placeIn(panel, labels[j])),
                         qPrintable(labels[i]->text() + " overlaps " + labels[j]->text()));
            }
        }
    }

private slots:
    void initTestCase() { m_font = QApplication::font(); }
    void cleanup()
    {
        QApplication::setFont(m_font);
        Translations::install(QLocale(QLocale::English));
    }

    void thePanelStaysReadableInASmallWindow_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addColumn<QString>("language");
        QTest::newRow("normal font") << 1.0 << "en";
        QTest::newRow("font twice as large") << 2.0 << "en";
        QTest::newRow("German, whose words are longer") << 1.0 << "de";
        QTest::newRow("French") << 1.0 << "fr";
    }

    void thePanelStaysReadableInASmallWindow()
    {
        QFETCH(double, scale);
        QFETCH(QString, language);
        Translations::install(QLocale(language));
        QFont font = m_font;
        font.setPointSizeF(m_font.pointSizeF() * scale);
        QApplication::setFont(font);
        GameSetup setup;       // against the computer: every line of the panel has text
        setup.levels = {2, 2}; // "Gelegenheitsspieler": the longest level name
        WindowFixture f(setup, m_dir.path(), QSize(800, 480));
        f.window->console()->show();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.playAndSettle({"3 3"}, 2));
        f.window->resize(800, 480);
        QCoreApplication::processEvents();
        if (scale == 1.0) {
            // A small laptop screen, or twice the scale on a larger one, has room for it.
            QCOMPARE(f.window->size(), QSize(800, 480));
        }
        checkPanel(*f.window);
        checkToolbar(*f.window);
        // Wide enough, the buttons have their names beside their icons again.
        f.window->resize(1600, 800);
        QTRY_VERIFY(f.window->findChild<QToolBar*>("toolbar")->toolButtonStyle() ==
                        Qt::ToolButtonTextBesideIcon ||
                    f.window->width() < 1600);
        checkToolbar(*f.window);
        // The minimum size follows the font.
        const QFontMetrics metrics(font);
        QVERIFY(f.window->minimumWidth() >= metrics.averageCharWidth() * 50);
        QVERIFY(f.window->minimumHeight() >= metrics.lineSpacing() * 20);
    }

    // The winner's box fits inside the board's area of a small window, in the language whose
    // button names are longest: its buttons go one above the other when side by side they
    // would not fit.
    void theWinnersBoxFitsASmallWindow_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("640x480") << QSize(640, 480);
        QTest::newRow("the smallest") << QSize(1, 1); // the window keeps to its minimum
    }

    void theWinnersBoxFitsASmallWindow()
    {
        QFETCH(QSize, size);
        Translations::install(QLocale("fr"));
        WindowFixture f(WindowFixture::twoPeople(2), m_dir.path(), QSize(640, 480));
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        f.window->resize(size.expandedTo(f.window->minimumSize()));
        QVERIFY(f.playAndSettle({"1 1", "1 2", "1 1"}, 3));
        GameOverBanner* banner = f.window->banner();
        QTRY_VERIFY(banner->isVisible());
        auto* card = banner->findChild<QWidget*>("gameOverCard");
        QVERIFY(card != nullptr);
        QVERIFY2(banner->rect().contains(card->geometry()),
                 qPrintable(QStringLiteral("card %1 wide in a box %2 wide")
                                .arg(card->width())
                                .arg(banner->width())));
        for (auto* button : card->findChildren<QPushButton*>()) {
            QTRY_VERIFY2(card->rect().contains(button->geometry()),
                         qPrintable(QStringLiteral("%1: %2,%3 %4x%5 in %6x%7")
                                        .arg(button->text())
                                        .arg(button->x())
                                        .arg(button->y())
                                        .arg(button->width())
                                        .arg(button->height())
                                        .arg(card->width())
                                        .arg(card->height())));
            QVERIFY(button->width() >= button->sizeHint().width());
        }
        // Wide again, the buttons are side by side.
        f.window->resize(1400, 900);
        QTRY_VERIFY(banner->width() > 1000 || f.window->width() < 1400);
        const QList<QPushButton*> buttons = card->findChildren<QPushButton*>();
        QCOMPARE(buttons.size(), 2);
        if (banner->width() > 1000) {
            QTRY_COMPARE(buttons[0]->y(), buttons[1]->y());
        }
        QVERIFY(banner->rect().contains(card->geometry()));
    }

    // The panel's sections stay put from one turn to the next in either colour scheme: the
    // line under the heading keeps room for two lines ("Your turn: click a white or orange
    // square." wraps where the red one did not), so the chart below does not jump.
    void thePanelDoesNotJumpWhenItsLineWraps()
    {
        GameSetup setup;
        setup.levels = {1, 1};
        WindowFixture f(setup, m_dir.path(), QSize(1000, 700));
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.waitSettled());
        StatusPanel* panel = f.window->statusPanel();
        auto* detail = panel->findChildren<QLabel*>().value(0);
        for (QLabel* label : panel->findChildren<QLabel*>()) {
            if (label->text() == panel->detailText()) {
                detail = label;
            }
        }
        QVERIFY(detail != nullptr && detail->text() == panel->detailText());
        // Where the chart is once the layouts have followed the text (they do so on posted
        // events, nested ones in turn).
        const auto chartTop = [&] {
            for (int i = 0; i < 4; ++i) {
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            }
            return panel->chart()->mapTo(panel, QPoint(0, 0)).y();
        };
        const int top = chartTop();
        emit f.window->actions().schemeChosen(ColourScheme::ColourBlindSafe);
        QTRY_VERIFY(panel->detailText().contains("orange"));
        QCOMPARE(chartTop(), top);
        // Any line of one line's length or two.
        const int line = detail->fontMetrics().lineSpacing();
        QString text = "word";
        detail->setText(text);
        QCOMPARE(chartTop(), top);
        while (detail->heightForWidth(detail->width()) <= line) {
            text += " word";
            detail->setText(text);
        }
        QVERIFY(detail->heightForWidth(detail->width()) < 3 * line);
        QCOMPARE(chartTop(), top);
    }

    void aTinyWindowIsRefused()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        f.window->resize(200, 150);
        QCoreApplication::processEvents();
        QVERIFY(f.window->width() >= f.window->minimumWidth());
        QVERIFY(f.window->width() >= 400);
        QVERIFY(f.window->height() >= 300);
        checkPanel(*f.window);
        checkToolbar(*f.window);
    }

    void theSettingsDialogFitsTheScreen()
    {
        // With a font twice as large the settings are taller than the screen: they scroll, and
        // OK and Cancel stay on it.
        QFont font = m_font;
        font.setPointSizeF(m_font.pointSizeF() * 2);
        QApplication::setFont(font);
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        SettingsDialog dialog(GameSetup{}, DisplayPreferences{});
        QVERIFY(dialog.minimumSizeHint().height() <= available.height());
        QVERIFY(dialog.findChild<QScrollArea*>() != nullptr);
    }

    void aGeometryLargerThanTheScreenIsClamped()
    {
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        {
            WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
            f.window->setGeometry(QRect(QPoint(200, 150), available.size() * 2.8));
            QVERIFY(f.window->width() > available.width());
            QVERIFY(f.window->close());
        }
        Settings settings(m_dir.filePath("settings.ini"));
        MainWindow again(settings);
        QVERIFY2(available.contains(again.frameGeometry()), qPrintable(QStringLiteral("%1x%2+%3+%4")
                                                                           .arg(again.width())
                                                                           .arg(again.height())
                                                                           .arg(again.x())
                                                                           .arg(again.y())));
    }
};

QTEST_MAIN(WindowSizeTest)
#include "WindowSizeTest.moc"
