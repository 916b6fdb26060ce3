#include "ui/base/Column.h"

#include <QVBoxLayout>
#include <QWidget>

namespace augur::ui {

QWidget* column(std::initializer_list<QWidget*> widgets) {
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    const QWidget* last = widgets.size() ? *(widgets.end() - 1) : nullptr;
    for (QWidget* w : widgets)
        if (w) layout->addWidget(w, w == last ? 1 : 0);
    return box;
}

} // namespace augur::ui
