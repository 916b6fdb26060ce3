#pragma once
#include "core/model/Candidate.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPoint;
class QTableView;

namespace augur::ui {

class CandidateModel;
class CandidateSortProxy;
class CandidateTableView;
class SessionContext;

/// The candidate table: a sortable view of a CandidateModel with a state filter above it.
/// Id and State stay at the left edge while the table scrolls sideways; column widths fit
/// the headers of the current language.
/// A click selects a candidate (candidateSelected: the current row); Ctrl- and
/// Shift-clicks select more rows (selectedIds, for Compare); a right click asks for the
/// override menu (contextMenuRequested). The model is not owned.
class CandidateTablePanel : public QWidget {
    Q_OBJECT
public:
    explicit CandidateTablePanel(CandidateModel* model, QWidget* parent = nullptr);

    /// Follows `context` from now on: its selection becomes the current row, and the
    /// energy columns are shown for a session that measures energy (its objective or its
    /// configuration asks for it, or a candidate carries a measured energy). `context` must
    /// outlive the panel.
    void bind(const SessionContext& context);

    QTableView* table() const;
    CandidateSortProxy* proxy() const { return proxy_; }
    /// Shows or hides the "Energy gain" and "J/launch" columns (hidden for sessions that
    /// measure no energy, such as replayed ones).
    void setEnergyColumnsShown(bool shown);
    bool energyColumnsShown() const;
    /// Makes the candidate's row current and visible without emitting candidateSelected.
    /// A row that is already part of a multiple selection keeps that selection.
    void showCandidate(qint64 id);
    /// Ids of the selected rows, in no particular order.
    QList<qint64> selectedIds() const;

Q_SIGNALS:
    /// The user made a row current.
    void candidateSelected(qint64 id);
    /// The user right-clicked a row (or pressed the menu key on it).
    void contextMenuRequested(qint64 id, const QPoint& globalPos);
    /// The set of selected rows changed (see selectedIds).
    void selectionChanged();

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    /// Column widths for the current language: each header's whole text, or the widest
    /// usual value when that is wider (the configuration stretches to the right edge).
    void fitColumnWidths();
    void applyStateFilter();
    /// Shows the energy columns once one of `candidates` has a measured energy.
    void showEnergyColumnsFor(const std::vector<augur::Candidate>& candidates);
    /// Shows the roofline column once a candidate's report has the rates and roofs for it.
    void showRooflineColumnFor(const std::vector<augur::Candidate>& candidates);

    CandidateModel* model_;
    CandidateSortProxy* proxy_;
    CandidateTableView* table_;
    QComboBox* stateFilter_;
    QLabel* showLabel_;
    bool syncing_ = false;
};

} // namespace augur::ui
