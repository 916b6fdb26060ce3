#pragma once
#include <QSortFilterProxyModel>

namespace augur::ui {

class CandidateModel;

/// Sorts and filters a CandidateModel: numeric columns compare numbers straight from the
/// model (CandidateModel::sortNumber) rather than QVariants, and the state filter compares
/// states, which keeps sorting a table of 100,000 candidates and inserting into it cheap.
class CandidateSortProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit CandidateSortProxy(CandidateModel* model, QObject* parent = nullptr);

    /// Shows only candidates in this state (int(CandidateState)); -1 shows all.
    void setStateFilter(int state);
    int stateFilter() const { return state_; }
    /// Sorting by id, ascending, is the model's own order (ids arrive in order), so it
    /// leaves the rows unsorted instead of sorting 100,000 of them again.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    CandidateModel* model_;
    int state_ = -1;
};

} // namespace augur::ui
