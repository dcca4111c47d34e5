#pragma once

#include <QDialog>

namespace jump61 {

// The program's name, version, icon and a line on what it is.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget* parent = nullptr);
};

} // namespace jump61
