#pragma once

#include <vector>

#include <QAccessibleWidget>

namespace jump61 {

class BoardView;

// What a screen reader is told about the board: its description says whose turn it is, the
// last move and the cursor's square, and each square is a child that a reader can visit, named
// by its place and contents ("Row 3, column 4: 2 red spots", in the palette's colour words),
// with a press action that plays it like a click. The child under the keyboard cursor has the
// focus, so moving the cursor with the arrow keys reads each square out.
class BoardAccessible : public QAccessibleWidget
{
public:
    explicit BoardAccessible(BoardView* view);
    ~BoardAccessible() override;
    BoardAccessible(const BoardAccessible&) = delete;
    BoardAccessible& operator=(const BoardAccessible&) = delete;

    // Makes Qt describe every BoardView with this class; once per program.
    static void installFactory();

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    QString text(QAccessible::Text t) const override;

private:
    BoardView* view() const;
    void dropChildren() const;

    // The squares' interfaces, registered with Qt's cache, made when first asked for.
    mutable std::vector<QAccessible::Id> m_children;
};

} // namespace jump61
