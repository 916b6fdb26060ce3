#pragma once
// The "Source" tab of the Kernel dock: what the selected candidate compiles and launches.
#include "core/model/Candidate.h"
#include "core/model/ParameterSpace.h"
#include "core/source/CandidateSourceView.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTableWidget;

namespace augur::ui {

class CodeEditor;

/// A candidate's source as NVRTC sees it (core's CandidateSourceView): a header line (the
/// reference, the template at a configuration, or a free-form source, and the parameters
/// changed against the parent), the text with CUDA highlighting and line numbers, the
/// lines a changed parameter touches on an amber background, and the evaluated launch plan
/// below. A view without source shows why.
class KernelView : public QWidget {
    Q_OBJECT
public:
    explicit KernelView(QWidget* parent = nullptr);

    /// Shows `view` of candidate `c`; `space` names its configuration. The text is set
    /// again only when it differs from the one shown.
    void showView(const Candidate& c, const std::shared_ptr<const CandidateSourceView>& view,
                  const ParameterSpace& space);
    /// Shows nothing but `message` (no candidate selected).
    void clear(const QString& message);

    CodeEditor* editor() const { return editor_; }
    QTableWidget* launchTable() const { return launches_; }
    /// The header line as shown.
    QString headerText() const;
    /// Why the launch plan was not evaluated ("" when it was).
    QString launchErrorText() const;
    /// 1-based lines marked as touched by a changed parameter, ascending.
    QList<int> touchedLines() const;

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void fillLaunches(const CandidateSourceView& view);

    QLabel* header_;
    QLabel* note_;
    CodeEditor* editor_;
    QTableWidget* launches_;
    QLabel* launchError_;
    std::shared_ptr<const CandidateSourceView> view_; ///< the view shown (to skip an unchanged one)
    std::vector<int> marked_; ///< touched lines marked in the editor (1-based)
};

} // namespace augur::ui
