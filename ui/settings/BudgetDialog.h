#pragma once
#include "core/model/Session.h"
#include "core/model/SessionConfig.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace augur::ui {

/// Run > Raise budget…: new limits for GPU measurements, candidates and wall time, with
/// what the session has used so far. For a finished session all three can be raised (the
/// session is resumed with them); while a session runs, only the measurement budget can
/// change (the engine takes it at once), so the other two are read-only.
class BudgetDialog : public QDialog {
    Q_OBJECT
public:
    /// `elapsedS`: seconds the session has run; `running`: the engine is live.
    BudgetDialog(const SessionConfig& current, const SessionStats& used, double elapsedS, bool running,
                 QWidget* parent = nullptr);

    int maxMeasurements() const;
    int maxCandidates() const;
    double maxWallSeconds() const;
    /// `config` with the dialog's budgets.
    SessionConfig applyTo(SessionConfig config) const;
    /// Why a finished session would stop again at once with these budgets, or empty.
    QString validationError() const;

public Q_SLOTS:
    void accept() override;

private:
    SessionStats used_;
    double elapsed_;
    bool running_;
    QSpinBox* measurements_;
    QSpinBox* candidates_;
    QDoubleSpinBox* wall_;
    QLabel* error_;
};

} // namespace augur::ui
