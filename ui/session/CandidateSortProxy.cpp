#include "ui/session/CandidateSortProxy.h"

#include "ui/session/CandidateModel.h"

namespace augur::ui {

CandidateSortProxy::CandidateSortProxy(CandidateModel* model, QObject* parent)
    : QSortFilterProxyModel(parent), model_(model) {
    setSourceModel(model);
    setSortRole(CandidateModel::SortRole);
}

void CandidateSortProxy::setStateFilter(int state) {
    if (state == state_) return;
    state_ = state;
    invalidateRowsFilter();
}

void CandidateSortProxy::sort(int column, Qt::SortOrder order) {
    if (column == CandidateModel::ColId && order == Qt::AscendingOrder) column = -1;
    QSortFilterProxyModel::sort(column, order);
}

bool CandidateSortProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const auto a = model_->sortNumber(left.row(), left.column());
    const auto b = model_->sortNumber(right.row(), right.column());
    if (a && b) return *a < *b || (*a == *b && left.row() < right.row());
    return QSortFilterProxyModel::lessThan(left, right);
}

bool CandidateSortProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (sourceParent.isValid()) return false;
    return state_ < 0 || static_cast<int>(model_->candidateAt(sourceRow).state) == state_;
}

} // namespace augur::ui
