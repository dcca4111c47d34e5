#include "gui/dialogs/SettingsDialog.h"

#include "gui/settings/Translations.h"
#include "ui_SettingsDialog.h"

#include <algorithm>

#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace jump61 {

SettingsDialog::SettingsDialog(const GameSetup& players, const DisplayPreferences& display,
                               QWidget* parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::SettingsDialog>()), m_players(players),
      m_display(display)
{
    m_ui->setupUi(this);
    m_ui->redPlayer->setPlayer(players.player(Side::Red), players.level(Side::Red));
    m_ui->bluePlayer->setPlayer(players.player(Side::Blue), players.level(Side::Blue));
    for (const ColourScheme scheme : AllSchemes) {
        m_ui->colourCombo->addItem(schemeTitle(scheme), static_cast<int>(scheme));
    }
    m_ui->colourCombo->setCurrentIndex(
        m_ui->colourCombo->findData(static_cast<int>(display.scheme)));
    m_ui->speedSlider->setValue(static_cast<int>(display.speed));
    for (const QString& choice : Translations::choices()) {
        m_ui->languageCombo->addItem(Translations::title(choice), choice);
    }
    m_ui->criticalCheck->setChecked(display.critical);
    m_ui->coordinatesCheck->setChecked(display.coordinates);

    const auto showSpeed = [this](int value) {
        m_ui->speedValue->setText(speedTitle(static_cast<AnimationSpeed>(value)));
    };
    showSpeed(m_ui->speedSlider->value());
    connect(m_ui->speedSlider, &QSlider::valueChanged, this, showSpeed);
    connect(m_ui->colourCombo, &QComboBox::currentIndexChanged, this,
            &SettingsDialog::updatePreview);
    connect(m_ui->criticalCheck, &QCheckBox::toggled, this, &SettingsDialog::updatePreview);
    connect(m_ui->coordinatesCheck, &QCheckBox::toggled, this, &SettingsDialog::updatePreview);
    updatePreview();
    fitToScreen();
}

void SettingsDialog::fitToScreen()
{
    // On a short screen (or at twice the scale) the groups scroll and OK and Cancel stay in view.
    auto* groups = new QWidget;
    auto* column = new QVBoxLayout(groups);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(m_ui->mainLayout->spacing());
    for (QWidget* group :
         {static_cast<QWidget*>(m_ui->playersBox), static_cast<QWidget*>(m_ui->animationBox),
          static_cast<QWidget*>(m_ui->boardBox), static_cast<QWidget*>(m_ui->languageBox)}) {
        m_ui->mainLayout->removeWidget(group);
        column->addWidget(group);
    }
    auto* scroll = new QScrollArea;
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(groups);
    m_ui->mainLayout->insertWidget(0, scroll, 1);
    const QSize wanted = groups->sizeHint();
    const QScreen* shown = parentWidget() != nullptr ? parentWidget()->screen() : screen();
    const int titleBar = fontMetrics().lineSpacing() * 3;
    const int room = shown->availableGeometry().height() - titleBar -
                     m_ui->buttons->sizeHint().height() - m_ui->mainLayout->spacing() * 3;
    scroll->setMinimumSize(
        wanted.width() + scroll->verticalScrollBar()->sizeHint().width(),
        std::max(fontMetrics().lineSpacing() * 6, std::min(wanted.height(), room)));
}

SettingsDialog::~SettingsDialog() = default;

GameSetup SettingsDialog::players() const
{
    GameSetup setup = m_players;
    setup.setPlayer(Side::Red, m_ui->redPlayer->kind());
    setup.setLevel(Side::Red, m_ui->redPlayer->level());
    setup.setPlayer(Side::Blue, m_ui->bluePlayer->kind());
    setup.setLevel(Side::Blue, m_ui->bluePlayer->level());
    return setup;
}

DisplayPreferences SettingsDialog::display() const
{
    DisplayPreferences display = m_display;
    display.speed = static_cast<AnimationSpeed>(m_ui->speedSlider->value());
    display.scheme = static_cast<ColourScheme>(m_ui->colourCombo->currentData().toInt());
    display.critical = m_ui->criticalCheck->isChecked();
    display.coordinates = m_ui->coordinatesCheck->isChecked();
    return display;
}

void SettingsDialog::setLanguage(const QString& language)
{
    m_ui->languageCombo->setCurrentIndex(std::max(0, m_ui->languageCombo->findData(language)));
}

QString SettingsDialog::language() const
{
    return m_ui->languageCombo->currentData().toString();
}

void SettingsDialog::updatePreview()
{
    const DisplayPreferences chosen = display();
    const BoardColours colours = BoardColours::of(chosen.scheme);
    m_ui->preview->setColours(colours);
    // The sides by the colours they will be drawn in.
    m_ui->redLabel->setText(tr("&%1:").arg(colours.name(Side::Red)));
    m_ui->blueLabel->setText(tr("&%1:").arg(colours.name(Side::Blue)));
    BoardMarks marks;
    marks.critical = chosen.critical;
    marks.coordinates = chosen.coordinates;
    m_ui->preview->setMarks(marks);
}

} // namespace jump61
