#pragma once
#include "core/Candidate.h"
#include "core/ParameterSpace.h"

#include <QWidget>

#include <vector>

class QDoubleSpinBox;
class QLabel;
class QStandardItemModel;
class QTableView;

namespace augur::ui {

class CandidateMirror;

/// Discovery moments (DESIGN vocabulary): measured parent→child edges with
/// S_child / S_parent ≥ δ, one row each with the parameter change. δ starts at the
/// session's discoveryDelta and can be changed in the panel (1.1 … 10). Activating a row
/// emits candidateActivated with the child's id.
class DiscoveryPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { ColParent, ColChild, ColParentS, ColChildS, ColRatio, ColChange, ColumnCount };

    explicit DiscoveryPanel(QWidget* parent = nullptr);

    void setParameterSpace(const ParameterSpace& space);
    double delta() const;
    /// Rows shown (after any pending update is applied).
    int rowCount();
    /// (parent, child) of a row, in the order shown.
    std::pair<CandidateId, CandidateId> edgeAt(int row);
    QTableView* table() const { return table_; }

public Q_SLOTS:
    void setDelta(double delta);
    /// The whole tree (applied at once).
    void resetCandidates(const std::vector<augur::Candidate>& all);
    /// Changed candidates (the table is rebuilt at most every 200 ms).
    void updateCandidates(const std::vector<augur::Candidate>& changed);
    /// Reads the candidates from `candidates` (index == id, kept current by the caller
    /// before it calls reset/updateCandidates) instead of keeping a copy.
    void shareCandidates(const std::vector<augur::Candidate>* candidates);
    /// Applies a pending update now.
    void refreshNow();

Q_SIGNALS:
    void candidateActivated(qint64 id);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();

    ParameterSpace space_;
    QDoubleSpinBox* deltaBox_;
    QLabel* summary_;
    QTableView* table_;
    QStandardItemModel* model_;
    CandidateMirror* mirror_;
    QLabel* deltaLabel_;
};

} // namespace augur::ui
