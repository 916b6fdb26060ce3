#include "ui/session/CandidateTableView.h"

#include <algorithm>

namespace augur::ui {

void CandidateTableView::dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                     const QList<int>& roles) {
    if (!topLeft.isValid() || !bottomRight.isValid() || !isVisible())
        return QTableView::dataChanged(topLeft, bottomRight, roles);
    const int first = rowAt(0);
    int last = rowAt(viewport()->height() - 1);
    if (last < 0) last = model()->rowCount(rootIndex()) - 1;
    if (first < 0 || bottomRight.row() < first || topLeft.row() > last) return; // nothing on screen changed
    const int top = std::max(first, topLeft.row()), bottom = std::min(last, bottomRight.row());
    const QRect a = visualRect(model()->index(top, 0, rootIndex()));
    const QRect b = visualRect(model()->index(bottom, 0, rootIndex()));
    viewport()->update(QRect(0, a.top(), viewport()->width(), b.bottom() - a.top() + 1));
}

} // namespace augur::ui
