#include "gui/dialogs/HelpDialog.h"

#include "gui/board/BoardPreview.h"

#include <vector>

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace jump61 {

namespace {

// The example of the help page: Red plays the top left corner and sets off a two-step cascade
// that takes both of Blue's squares next to it.
Board examplePosition()
{
    Board board(3);
    const Topology& topo = board.topology();
    board.set(topo.index(1, 1), 2, Side::Red);
    board.set(topo.index(3, 3), 2, Side::Red);
    board.set(topo.index(2, 1), 3, Side::Blue);
    board.set(topo.index(2, 2), 2, Side::Blue);
    board.set(topo.index(1, 3), 2, Side::Blue);
    return board;
}

QString helpText()
{
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    QFile localised(QStringLiteral(":/help/howtoplay_%1.html").arg(language));
    QFile fallback(QStringLiteral(":/help/howtoplay.html"));
    QFile& file = localised.exists() ? localised : fallback;
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

// The help names the sides Red and Blue (in its language); another palette's sides are named
// by its colours, as everywhere in the window.
QString nameSides(QString html, const BoardColours& colours)
{
    if (colours.scheme == ColourScheme::Classic) {
        return html;
    }
    const BoardColours classic = BoardColours::of(ColourScheme::Classic);
    const auto word = [](const QString& text) {
        return QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(text)));
    };
    html.replace(word(classic.name(Side::Red)), colours.name(Side::Red));
    // The colour word as an adjective takes endings in German and French ("zwei rote Punkte",
    // "deux points rouges"); orange takes none in either.
    const QString inflected = QStringLiteral("\\b%1(?:e|en|er|es|em|s)?\\b")
                                  .arg(QRegularExpression::escape(classic.lowerName(Side::Red)));
    html.replace(QRegularExpression(inflected), colours.lowerName(Side::Red));
    return html;
}

} // namespace

HelpDialog::HelpDialog(const BoardColours& colours, QWidget* parent)
    : QDialog(parent), m_text(new QTextBrowser(this))
{
    setWindowTitle(tr("How to Play jump61"));
    setObjectName(QStringLiteral("helpDialog"));
    m_text->setOpenExternalLinks(true);
    addIllustrations(colours);
    m_text->setHtml(nameSides(helpText(), colours));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(700, 760);
}

void HelpDialog::addIllustrations(const BoardColours& colours)
{
    const Board before = examplePosition();
    const int square = before.topology().index(1, 1);
    JumpTrace trace;
    Board after = before;
    after.play(square, trace);

    BoardMarks marks;
    marks.coordinates = true;
    std::vector<AnimationFrame> frames;
    frames.push_back(AnimationFrame{before});
    Board shown = before;
    shown.dropSpot(square);
    for (const int jump : trace.jumps) {
        AnimationFrame frame{shown, square, Side::Red};
        frame.jump = jump;
        frame.jumpProgress = 0.55;
        frames.push_back(frame);
        shown.jump(jump, Side::Red);
    }
    frames.push_back(AnimationFrame{after, square});

    const QColor background = palette().color(QPalette::Base);
    const qreal ratio = devicePixelRatioF();
    for (std::size_t i = 0; i < frames.size(); ++i) {
        marks.hover = i == 0 ? square : -1; // where Red is about to play
        const QImage image =
            BoardPreview::render(frames[i], colours, marks, QSize(180, 180), background, ratio);
        m_text->document()->addResource(QTextDocument::ImageResource,
                                        QUrl(QStringLiteral("example:%1").arg(i + 1)), image);
    }
}

} // namespace jump61
