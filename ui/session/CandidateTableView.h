#pragma once
#include <QTableView>

namespace augur::ui {

/// The candidate table's view. A live session changes rows all the time, mostly rows out
/// of sight; QAbstractItemView repaints its whole viewport for every changed row range, so
/// this view repaints only the changed rows that are on screen.
class CandidateTableView : public QTableView {
    Q_OBJECT
public:
    using QTableView::QTableView;

protected:
    void dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles = {}) override;
};

} // namespace augur::ui
