#include "gui/board/BoardAccessible.h"

#include "gui/board/BoardView.h"

#include <QPointer>
#include <QWidget>
#include <QWindow>

namespace jump61 {

namespace {

// One square of the board, for assistive technology; it has no QObject of its own.
class SquareAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    SquareAccessible(BoardView* view, int square) : m_view(view), m_square(square) {}

    bool isValid() const override { return !m_view.isNull(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override
    {
        return QAccessible::queryAccessibleInterface(m_view.data());
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }

    QString text(QAccessible::Text t) const override
    {
        if (!m_view || t != QAccessible::Name) {
            return {};
        }
        return m_view->squareDescription(m_square);
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override
    {
        if (!m_view) {
            return {};
        }
        const QRect local = m_view->squareRect(m_square);
        return QRect(m_view->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override { return QAccessible::Button; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!m_view) {
            state.invalid = true;
            return state;
        }
        state.focusable = true;
        state.focused =
            m_view->hasFocus() && m_view->cursorVisible() && m_view->cursorSquare() == m_square;
        state.disabled = !m_view->isLegalMove(m_square);
        return state;
    }
    void* interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface*>(this)
                                                    : nullptr;
    }

    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& name) override
    {
        if (m_view && name == pressAction()) {
            m_view->pressSquare(m_square);
        }
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    QPointer<BoardView> m_view;
    int m_square;
};

QAccessibleInterface* boardFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("jump61::BoardView") && object != nullptr &&
        object->isWidgetType()) {
        return new BoardAccessible(static_cast<BoardView*>(object));
    }
    return nullptr;
}

} // namespace

BoardAccessible::BoardAccessible(BoardView* view) : QAccessibleWidget(view, QAccessible::Client) {}

BoardAccessible::~BoardAccessible()
{
    dropChildren();
}

void BoardAccessible::installFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(&boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

BoardView* BoardAccessible::view() const
{
    return static_cast<BoardView*>(widget());
}

void BoardAccessible::dropChildren() const
{
    for (const QAccessible::Id id : m_children) {
        QAccessible::deleteAccessibleInterface(id);
    }
    m_children.clear();
}

int BoardAccessible::childCount() const
{
    return view()->squareCount();
}

QAccessibleInterface* BoardAccessible::child(int index) const
{
    const int count = childCount();
    if (index < 0 || index >= count) {
        return nullptr;
    }
    if (static_cast<int>(m_children.size()) != count) {
        // A new board size: the old squares are gone.
        dropChildren();
        for (int square = 0; square < count; ++square) {
            m_children.push_back(
                QAccessible::registerAccessibleInterface(new SquareAccessible(view(), square)));
        }
    }
    return QAccessible::accessibleInterface(m_children[static_cast<std::size_t>(index)]);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    for (std::size_t i = 0; i < m_children.size(); ++i) {
        if (QAccessible::accessibleInterface(m_children[i]) == child) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const
{
    return child(view()->squareAt(view()->mapFromGlobal(QPoint(x, y))));
}

QAccessibleInterface* BoardAccessible::focusChild() const
{
    const BoardView* board = view();
    if (board->hasFocus() && board->cursorVisible()) {
        return child(board->cursorSquare());
    }
    return nullptr;
}

QString BoardAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Description) {
        return view()->boardDescription();
    }
    return QAccessibleWidget::text(t);
}

} // namespace jump61
