#include "gui/dialogs/NewGameDialog.h"

#include "core/Topology.h"
#include "ui_NewGameDialog.h"

#include <QPushButton>

namespace jump61 {

NewGameDialog::NewGameDialog(const GameSetup& setup, QWidget* parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::NewGameDialog>())
{
    m_ui->setupUi(this);
    m_ui->buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start Game"));
    for (int size = MinSize; size <= MaxSize; ++size) {
        m_ui->sizeCombo->addItem(tr("%1 × %1").arg(size), size);
    }
    m_ui->sizeCombo->setCurrentIndex(m_ui->sizeCombo->findData(setup.size));
    m_ui->redPlayer->setPlayer(setup.player(Side::Red), setup.level(Side::Red));
    m_ui->bluePlayer->setPlayer(setup.player(Side::Blue), setup.level(Side::Blue));
}

NewGameDialog::~NewGameDialog() = default;

void NewGameDialog::setColours(const BoardColours& colours)
{
    m_ui->intro->setText(tr("Choose the board and who plays each side. %1 moves first.")
                             .arg(colours.name(Side::Red)));
    m_ui->redLabel->setText(tr("&%1:").arg(colours.name(Side::Red)));
    m_ui->blueLabel->setText(tr("&%1:").arg(colours.name(Side::Blue)));
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    setup.size = m_ui->sizeCombo->currentData().toInt();
    setup.setPlayer(Side::Red, m_ui->redPlayer->kind());
    setup.setLevel(Side::Red, m_ui->redPlayer->level());
    setup.setPlayer(Side::Blue, m_ui->bluePlayer->kind());
    setup.setLevel(Side::Blue, m_ui->bluePlayer->level());
    return setup;
}

} // namespace jump61
