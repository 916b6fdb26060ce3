#pragma once
// The evaluation of docs/evaluation.md as a view: metric tables, a reliability diagram
// and a risk–coverage curve for a dataset of measured candidates, or for the open session.
#include "core/model/Candidate.h"
#include "core/model/Problem.h"
#include "core/evaluation/SurrogateEvaluation.h"

#include <QPointer>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace augur::ui {

class ReliabilityDiagram;
class RiskCoverageView;

/// Evaluates the features surrogate and the two baselines (core/evaluation/SurrogateEvaluation.h,
/// core/evaluation/EvaluationSuite.h) and shows every metric of docs/design.md "Metrics":
///
/// - "Evaluate dataset": the files named in the path field ("; "-separated), cross-
///   validated by fold (inside each problem, on the tunable parameters) or by problem
///   (leave one out, on compile-time features from the records' ptxas reports);
/// - "Evaluate session": the open session's forecasts as they were made before each
///   measurement ("session forecasts"), next to a by-fold evaluation of the surrogates on
///   its measured candidates.
///
/// The overall table has one row per surrogate; the per-problem table and the two charts
/// follow the surrogate picked in the combo box. Work runs on a background thread; a newer
/// request supersedes an older one (its result is dropped), and destroying the view
/// cancels the running job at its next fold.
class EvaluationView : public QWidget {
    Q_OBJECT
public:
    explicit EvaluationView(QWidget* parent = nullptr);
    ~EvaluationView() override;

    /// Sets the dataset path field ("; "-separated for several files).
    void setDatasetPath(const QString& path);
    /// The session "Evaluate session" scores: its problem and candidates (copied).
    void setSession(const augur::Problem& problem, const std::vector<augur::Candidate>& candidates);

    /// The result shown (nullptr before the first evaluation finishes).
    const augur::EvaluationResult* result() const { return result_.get(); }
    /// Whether an evaluation is running.
    bool busy() const { return running_ > 0; }

    QTableWidget* overallTable() const { return overall_; }
    QTableWidget* problemTable() const { return perProblem_; }
    ReliabilityDiagram* reliabilityDiagram() const { return reliability_; }
    RiskCoverageView* riskCoverageView() const { return riskCoverage_; }
    QComboBox* surrogateChoice() const { return choice_; }

public Q_SLOTS:
    /// Starts the evaluation of the dataset field (asynchronous: finished() or failed()).
    void evaluateDataset();
    /// Starts the evaluation of the session given to setSession().
    void evaluateSession();

Q_SIGNALS:
    /// A result is shown.
    void finished();
    /// The evaluation could not run; `message` names the file and field when it is bad input.
    void failed(const QString& message);

protected:
    void changeEvent(QEvent* e) override;

private:
    void start(std::function<augur::EvaluationResult(const std::function<void(const std::string&)>&)> job);
    void display(std::shared_ptr<augur::EvaluationResult> r);
    void showSurrogate(int index);
    void retranslate();
    void browse();

    QLineEdit* path_;
    QPushButton* browse_;
    QComboBox* split_;
    QSpinBox* folds_;
    QPushButton* runDataset_;
    QPushButton* runSession_;
    QLabel* status_;
    QTableWidget* overall_;
    QComboBox* choice_;
    QTableWidget* perProblem_;
    QLabel* calibration_;
    ReliabilityDiagram* reliability_;
    RiskCoverageView* riskCoverage_;

    std::shared_ptr<augur::EvaluationResult> result_;
    std::unique_ptr<augur::Problem> sessionProblem_;
    std::vector<augur::Candidate> sessionCandidates_;
    int generation_ = 0; ///< the request whose result is wanted
    int running_ = 0; ///< jobs started and not yet reported back
    std::shared_ptr<std::atomic<bool>> cancel_; ///< set to cancel the newest job (ui/BackgroundTask.h)
};

} // namespace augur::ui
