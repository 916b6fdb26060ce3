#pragma once
#include "core/model/Candidate.h"
#include "core/model/ParameterSpace.h"

#include "ui/session/MirroredPanel.h"

#include <vector>

class QDoubleSpinBox;
class QLabel;
class QStandardItemModel;
class QTableView;

namespace augur::ui {

/// Discovery moments (docs/design.md "Vocabulary"): measured parent→child edges with
/// S_child / S_parent ≥ δ, one row each with the parameter change. δ starts at the
/// session's discoveryDelta and can be changed in the panel (1.1 … 10). Activating a row
/// (double-click, Enter) emits candidateActivated with the child's id and
/// discoveryActivated with the edge, which opens the parent → child diff.
class DiscoveryPanel : public MirroredPanel {
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

Q_SIGNALS:
    void candidateActivated(qint64 id);
    /// A row was activated: the moment from `parent` to `child`.
    void discoveryActivated(qint64 parent, qint64 child);

protected:
    void changeEvent(QEvent* e) override;
    void refresh() override;

private:
    void retranslate();

    ParameterSpace space_;
    QDoubleSpinBox* deltaBox_;
    QLabel* summary_;
    QTableView* table_;
    QStandardItemModel* model_;
    QLabel* deltaLabel_;
};

} // namespace augur::ui
