#include "ui/kernel/DiffView.h"

#include "ui/kernel/CodeEditor.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace augur::ui {

namespace {
enum Page { SideBySidePage, UnifiedPage, MessagePage };

/// Keeps two scroll bars at the same value (setValue does not signal an unchanged value,
/// so the pair does not bounce).
void linkScrollBars(QScrollBar* a, QScrollBar* b) {
    QObject::connect(a, &QScrollBar::valueChanged, b, &QScrollBar::setValue);
    QObject::connect(b, &QScrollBar::valueChanged, a, &QScrollBar::setValue);
}

/// Puts the first changed row a few lines below the top.
void scrollToRow(CodeEditor* editor, int row) {
    if (row >= 0) editor->setFirstVisibleLine(std::max(0, row - 3));
}
} // namespace

DiffView::DiffView(QWidget* parent)
    : QWidget(parent), header_(new QLabel(this)), againstBox_(new QComboBox(this)), againstId_(new QSpinBox(this)),
      layoutBox_(new QComboBox(this)), fold_(new QCheckBox(this)), copy_(new QToolButton(this)),
      againstLabel_(new QLabel(this)), stack_(new QStackedWidget(this)), leftEditor_(new CodeEditor(true)),
      rightEditor_(new CodeEditor(true)), unifiedEditor_(new CodeEditor(true)), message_(new QLabel) {
    header_->setObjectName(QStringLiteral("diffHeader"));
    header_->setWordWrap(true);
    header_->setMinimumWidth(60);
    header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    againstBox_->setObjectName(QStringLiteral("diffAgainst"));
    againstBox_->addItems({QString(), QString(), QString()});
    againstId_->setObjectName(QStringLiteral("diffAgainstId"));
    againstId_->setRange(0, 99999999); // eight digits: narrower than INT_MAX's ten
    againstId_->setKeyboardTracking(false); // typing "123" diffs once, not against #1 and #12 first
    againstId_->setPrefix(QStringLiteral("#"));
    againstId_->setEnabled(false);
    layoutBox_->setObjectName(QStringLiteral("diffLayout"));
    // Items in Layout's order: SideBySide, Unified, Auto.
    layoutBox_->addItems({QString(), QString(), QString()});
    layoutBox_->setCurrentIndex(int(Layout::Auto));
    layoutBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents); // "Auto: side by side" changes its text
    fold_->setObjectName(QStringLiteral("diffFold"));
    fold_->setChecked(true); // a long kernel with a two-line change reads best folded
    copy_->setObjectName(QStringLiteral("diffCopy"));
    leftEditor_->setObjectName(QStringLiteral("diffLeft"));
    rightEditor_->setObjectName(QStringLiteral("diffRight"));
    unifiedEditor_->setObjectName(QStringLiteral("diffUnified"));
    message_->setObjectName(QStringLiteral("diffMessage"));
    message_->setWordWrap(true);
    message_->setAlignment(Qt::AlignCenter);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(leftEditor_);
    split->addWidget(rightEditor_);
    split->setChildrenCollapsible(false);
    stack_->insertWidget(SideBySidePage, split);
    stack_->insertWidget(UnifiedPage, unifiedEditor_);
    stack_->insertWidget(MessagePage, message_);
    linkScrollBars(leftEditor_->verticalScrollBar(), rightEditor_->verticalScrollBar());
    linkScrollBars(leftEditor_->horizontalScrollBar(), rightEditor_->horizontalScrollBar());

    auto* controls = new QHBoxLayout;
    controls->addWidget(againstLabel_);
    controls->addWidget(againstBox_);
    controls->addWidget(againstId_);
    controls->addSpacing(8);
    controls->addWidget(layoutBox_);
    controls->addWidget(fold_);
    controls->addStretch(1);
    controls->addWidget(copy_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(controls);
    layout->addWidget(header_);
    layout->addWidget(stack_, 1);

    connect(againstBox_, &QComboBox::currentIndexChanged, this, [this](int index) {
        againstId_->setEnabled(index == int(Against::Candidate));
        Q_EMIT againstChanged();
    });
    connect(againstId_, &QSpinBox::valueChanged, this, [this] {
        if (against() == Against::Candidate) Q_EMIT againstChanged();
    });
    connect(layoutBox_, &QComboBox::currentIndexChanged, this, [this](int index) { setLayoutMode(Layout(index)); });
    connect(fold_, &QCheckBox::toggled, this, [this] {
        rendered_ = false;
        render();
    });
    connect(copy_, &QToolButton::clicked, this, [this] {
        if (!hasDiff_) return;
        QApplication::clipboard()->setText(
            QString::fromStdString(diff_.unifiedText(left_.title.toStdString(), right_.title.toStdString())));
    });
    retranslate();
    showMessage(QString());
}

void DiffView::retranslate() {
    againstLabel_->setText(tr("Against:"));
    againstBox_->setItemText(int(Against::Parent), tr("parent"));
    againstBox_->setItemText(int(Against::Reference), tr("reference"));
    againstBox_->setItemText(int(Against::Candidate), tr("candidate"));
    againstBox_->setToolTip(
        tr("What the left side shows: the parent, the reference or the candidate with the id beside"));
    layoutBox_->setItemText(int(Layout::SideBySide), tr("Side by side"));
    layoutBox_->setItemText(int(Layout::Unified), tr("Unified"));
    updateAutoLabel();
    layoutBox_->setToolTip(tr("Auto shows the two sides next to each other while each has room for %1 characters, "
                              "and one unified column when the dock is narrower")
                               .arg(kMinPaneColumns));
    fold_->setText(tr("Fold unchanged"));
    fold_->setToolTip(tr("Hide long runs of unchanged lines, keeping three lines around each change"));
    copy_->setText(tr("Copy patch"));
    copy_->setToolTip(tr("Copy the diff as a unified patch (diff -u) to the clipboard"));
    if (hasDiff_) {
        updateHeader();
        rendered_ = false; // fold rows carry translated text
        render();
    }
}

void DiffView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

DiffView::Against DiffView::against() const { return Against(againstBox_->currentIndex()); }

CandidateId DiffView::againstId() const { return againstId_->value(); }

void DiffView::setAgainst(Against against, CandidateId id) {
    const QSignalBlocker blockBox(againstBox_);
    const QSignalBlocker blockId(againstId_);
    againstBox_->setCurrentIndex(int(against));
    againstId_->setEnabled(against == Against::Candidate);
    if (id != kNoCandidate) againstId_->setValue(int(id));
}

void DiffView::setLayoutMode(Layout layout) {
    if (layout_ == layout) return;
    layout_ = layout;
    const QSignalBlocker block(layoutBox_);
    layoutBox_->setCurrentIndex(int(layout));
    rendered_ = false;
    render();
}

DiffView::Layout DiffView::effectiveLayout() const {
    if (layout_ != Layout::Auto) return layout_;
    return sideBySideColumns() >= kMinPaneColumns ? Layout::SideBySide : Layout::Unified;
}

int DiffView::sideBySideColumns() const {
    // Before the first layout the stack has no width yet: the view's own stands in.
    const int width = stack_->width() > 0 && stack_->isVisible() ? stack_->width() : this->width() - 4;
    const int scrollBar = leftEditor_->verticalScrollBar()->sizeHint().width();
    // 6: the splitter's handle; each pane loses its frame, margin and scroll bar.
    const int pane = (width - 6) / 2 - 2 * leftEditor_->frameWidth() - leftEditor_->marginWidth(0) - scrollBar - 4;
    const int advance = std::max(1, QFontMetrics(leftEditor_->font()).horizontalAdvance(QLatin1Char('0')));
    return std::max(0, pane / advance);
}

void DiffView::updateAutoLabel() {
    layoutBox_->setItemText(int(Layout::Auto),
                            effectiveLayout() == Layout::SideBySide ? tr("Auto: side by side") : tr("Auto: unified"));
}

void DiffView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    if (layout_ != Layout::Auto) return;
    const Layout now = effectiveLayout();
    updateAutoLabel();
    if (hasDiff_ && rendered_ && now != renderedLayout_) {
        rendered_ = false;
        render();
    }
}

void DiffView::setFolded(bool fold) { fold_->setChecked(fold); }

bool DiffView::folded() const { return fold_->isChecked(); }

QString DiffView::headerText() const { return header_->text(); }

void DiffView::showMessage(const QString& message) {
    hasDiff_ = false;
    left_ = right_ = DiffSide{};
    header_->setText(QString());
    header_->hide();
    message_->setText(message);
    stack_->setCurrentIndex(MessagePage);
    copy_->setEnabled(false);
}

void DiffView::setPair(const DiffSide& left, const DiffSide& right, const QStringList& parameterChanges) {
    // Only new texts cost a diff; ids, titles and speedups change the header alone.
    if (!hasDiff_ || left.text != left_.text || right.text != right_.text) {
        diff_ = SourceDiff::compute(left.text, right.text);
        ++computed_;
        rendered_ = false;
    }
    left_ = left;
    right_ = right;
    parameterChanges_ = parameterChanges;
    hasDiff_ = true;
    header_->show();
    updateHeader();
    render();
}

void DiffView::updateHeader() {
    QStringList parts;
    parts << tr("%1 → %2").arg(left_.title, right_.title);
    parts << tr("S %1 → %2").arg(left_.speedup, right_.speedup);
    if (!parameterChanges_.isEmpty()) parts << parameterChanges_.join(QStringLiteral("; "));
    if (!diff_.refused().empty())
        parts << tr("not compared");
    else if (diff_.identical())
        parts << tr("identical sources");
    else
        parts << tr("+%1 −%2 lines").arg(diff_.added()).arg(diff_.removed());
    header_->setText(parts.join(QStringLiteral("   ")));
}

QString DiffView::foldText(int hidden) const { return tr("⋯ %1 unchanged lines").arg(hidden); }

void DiffView::render() {
    if (!hasDiff_ || rendered_) return;
    rendered_ = true;
    if (!diff_.refused().empty()) {
        message_->setText(tr("No diff: %1").arg(QString::fromStdString(diff_.refused())));
        stack_->setCurrentIndex(MessagePage);
        copy_->setEnabled(false);
        return;
    }
    copy_->setEnabled(!diff_.identical());
    renderedLayout_ = effectiveLayout();
    updateAutoLabel();
    if (renderedLayout_ == Layout::SideBySide)
        renderSideBySide();
    else
        renderUnified();
}

void DiffView::renderSideBySide() {
    const std::vector<DiffLine>& lines = diff_.lines();
    const std::vector<DiffRow> rows = diff_.sideBySide(folded());
    std::string leftText, rightText;
    QStringList leftLabels, rightLabels;
    int firstChange = -1, widest = 1;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (r > 0) {
            leftText += '\n';
            rightText += '\n';
        }
        const DiffRow& row = rows[r];
        if (row.folded > 0) {
            const std::string fold = foldText(row.folded).toStdString();
            leftText += fold;
            rightText += fold;
            leftLabels << QString();
            rightLabels << QString();
            continue;
        }
        if (row.left >= 0) {
            const DiffLine& l = lines[std::size_t(row.left)];
            leftText += l.text;
            leftLabels << QString::number(l.leftLine);
            widest = std::max(widest, l.leftLine);
        } else {
            leftLabels << QString();
        }
        if (row.right >= 0) {
            const DiffLine& l = lines[std::size_t(row.right)];
            rightText += l.text;
            rightLabels << QString::number(l.rightLine);
            widest = std::max(widest, l.rightLine);
        } else {
            rightLabels << QString();
        }
        if (firstChange < 0 && (row.left < 0 || row.right < 0 || lines[std::size_t(row.left)].op != DiffLine::Op::Same))
            firstChange = int(r);
    }
    leftEditor_->setTextIfChanged(leftText);
    rightEditor_->setTextIfChanged(rightText);
    const QString sample = QString(QString::number(widest).size() + 1, QLatin1Char('9'));
    leftEditor_->setMarginLabels(leftLabels, sample);
    rightEditor_->setMarginLabels(rightLabels, sample);
    for (CodeEditor* e : {leftEditor_, rightEditor_}) {
        e->clearMarkers();
        e->clearHighlights();
    }
    // Markers and word boxes only where something changed: a folded 2,000-line diff with a
    // few changes costs a few dozen calls.
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const DiffRow& row = rows[r];
        if (row.folded > 0) {
            leftEditor_->markLine(int(r), CodeEditor::Fold);
            rightEditor_->markLine(int(r), CodeEditor::Fold);
            continue;
        }
        if (row.left >= 0 && row.right >= 0 && lines[std::size_t(row.left)].op == DiffLine::Op::Same) continue;
        if (row.left >= 0) {
            leftEditor_->markLine(int(r), CodeEditor::Removed);
            for (const ChangedSpan& s : lines[std::size_t(row.left)].changed)
                leftEditor_->highlightBytes(int(r), s.begin, s.end, CodeEditor::RemovedWords);
        } else {
            leftEditor_->markLine(int(r), CodeEditor::Blank);
        }
        if (row.right >= 0) {
            rightEditor_->markLine(int(r), CodeEditor::Added);
            for (const ChangedSpan& s : lines[std::size_t(row.right)].changed)
                rightEditor_->highlightBytes(int(r), s.begin, s.end, CodeEditor::AddedWords);
        } else {
            rightEditor_->markLine(int(r), CodeEditor::Blank);
        }
    }
    stack_->setCurrentIndex(SideBySidePage);
    scrollToRow(leftEditor_, firstChange);
}

void DiffView::renderUnified() {
    const std::vector<DiffLine>& lines = diff_.lines();
    const std::vector<int> rows = diff_.unified(folded());
    int widest = 1;
    for (const DiffLine& l : lines) widest = std::max({widest, l.leftLine, l.rightLine});
    const int width = int(QString::number(widest).size());
    std::string text;
    QStringList labels;
    int firstChange = -1;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (r > 0) text += '\n';
        if (rows[r] < 0) {
            text += foldText(-rows[r] - 1).toStdString();
            labels << QString();
            continue;
        }
        const DiffLine& l = lines[std::size_t(rows[r])];
        text += l.text;
        const QChar sign = l.op == DiffLine::Op::Added ? QLatin1Char('+')
            : l.op == DiffLine::Op::Removed            ? QChar(0x2212)
                                                       : QLatin1Char(' ');
        // "old new ±": the two line numbers of a unified diff, blank on the side it lacks.
        labels << QStringLiteral("%1 %2 %3")
                      .arg(l.leftLine > 0 ? QString::number(l.leftLine) : QString(), width)
                      .arg(l.rightLine > 0 ? QString::number(l.rightLine) : QString(), width)
                      .arg(sign);
        if (firstChange < 0 && l.op != DiffLine::Op::Same) firstChange = int(r);
    }
    unifiedEditor_->setTextIfChanged(text);
    unifiedEditor_->setMarginLabels(labels, QString(2 * width + 3, QLatin1Char('9')));
    unifiedEditor_->clearMarkers();
    unifiedEditor_->clearHighlights();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r] < 0) {
            unifiedEditor_->markLine(int(r), CodeEditor::Fold);
            continue;
        }
        const DiffLine& l = lines[std::size_t(rows[r])];
        if (l.op == DiffLine::Op::Same) continue;
        const bool added = l.op == DiffLine::Op::Added;
        unifiedEditor_->markLine(int(r), added ? CodeEditor::Added : CodeEditor::Removed);
        for (const ChangedSpan& s : l.changed)
            unifiedEditor_->highlightBytes(int(r), s.begin, s.end,
                                           added ? CodeEditor::AddedWords : CodeEditor::RemovedWords);
    }
    stack_->setCurrentIndex(UnifiedPage);
    scrollToRow(unifiedEditor_, firstChange);
}

} // namespace augur::ui
