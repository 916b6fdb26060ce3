#include "ui/settings/LlmSettingsGroup.h"

#include "core/llm/client/LlmEndpointStore.h"
#include "ui/settings/LlmSettingsDialog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <QCheckBox>

#include <cstdint>

namespace augur::ui {

LlmSettingsGroup::LlmSettingsGroup(QWidget* parent)
    : QGroupBox(parent), generator_(new QComboBox), surrogate_(new QComboBox), endpoint_(new QComboBox),
      endpointInfo_(new QLabel), maxLlmRequests_(new QSpinBox), maxLlmTokens_(new QSpinBox),
      maxLlmIdleReplies_(new QSpinBox), llmTemplates_(new QCheckBox), llmFields_(new QWidget) {
    setTitle(tr("LLM"));
    describeFields();
    connect(generator_, &QComboBox::currentIndexChanged, this, &LlmSettingsGroup::updateLlm);
    connect(surrogate_, &QComboBox::currentIndexChanged, this, &LlmSettingsGroup::updateLlm);
    connect(endpoint_, &QComboBox::currentIndexChanged, this, &LlmSettingsGroup::updateLlm);
    layOutFields();
}

void LlmSettingsGroup::describeFields() {
    generator_->setObjectName(QStringLiteral("generatorCombo"));
    surrogate_->setObjectName(QStringLiteral("surrogateCombo"));
    endpoint_->setObjectName(QStringLiteral("endpointCombo"));
    endpointInfo_->setObjectName(QStringLiteral("endpointInfo"));
    maxLlmRequests_->setObjectName(QStringLiteral("maxLlmRequestsSpin"));
    maxLlmTokens_->setObjectName(QStringLiteral("maxLlmTokensSpin"));
    maxLlmIdleReplies_->setObjectName(QStringLiteral("maxLlmIdleRepliesSpin"));
    maxLlmIdleReplies_->setRange(0, 100'000);
    llmTemplates_->setObjectName(QStringLiteral("llmTemplatesCheck"));
    llmTemplates_->setText(tr("The LLM may write tunable templates"));
    llmTemplates_->setToolTip(tr("A reply may be a template (parameters with value lists and restrictions); its "
                                 "sub-space is tuned under its node, with a share of the budget PUCT gives it"));
    maxLlmIdleReplies_->setSpecialValueText(tr("never"));
    maxLlmIdleReplies_->setSuffix(tr(" replies"));
    maxLlmIdleReplies_->setToolTip(tr("The LLM generator stops asking after this many replies in a row that add no new "
                                      "candidate; the run then ends with that reason"));
    generator_->addItem(tr("Tuner: configurations of the parameter space (tuner)"),
                        static_cast<int>(GeneratorKind::Tuner));
    generator_->addItem(tr("LLM: the model writes candidates (llm)"), static_cast<int>(GeneratorKind::Llm));
    surrogate_->addItem(tr("Features: gradient-boosted model on the parameters and PTX (features)"),
                        static_cast<int>(SurrogateKind::Features));
    surrogate_->addItem(tr("LLM: the model forecasts each candidate's bins (llm)"),
                        static_cast<int>(SurrogateKind::Llm));
    surrogate_->addItem(tr("Ensemble: the LLM's forecast pooled with the features model (ensemble)"),
                        static_cast<int>(SurrogateKind::Ensemble));
    endpointInfo_->setWordWrap(true);
    maxLlmRequests_->setRange(0, 10'000'000);
    maxLlmRequests_->setSpecialValueText(tr("no cap"));
    maxLlmRequests_->setToolTip(tr("LLM requests this run may begin; reaching the cap ends the run"));
    maxLlmTokens_->setRange(0, 2'000'000'000);
    maxLlmTokens_->setSingleStep(100);
    maxLlmTokens_->setSuffix(tr(" thousand tokens"));
    maxLlmTokens_->setGroupSeparatorShown(true);
    maxLlmTokens_->setSpecialValueText(tr("no cap"));
    maxLlmTokens_->setToolTip(tr("Prompt and completion tokens this run may use, in thousands; reaching the cap ends "
                                 "the run"));
}

void LlmSettingsGroup::layOutFields() {
    auto* editEndpoints = new QPushButton(tr("Edit endpoints…"));
    editEndpoints->setObjectName(QStringLiteral("editEndpointsButton"));
    connect(editEndpoints, &QPushButton::clicked, this, [this] {
        LlmSettingsDialog d(window(), QString::fromStdString(configuredFile_));
        if (d.exec() == QDialog::Accepted) loadEndpoints(endpoint_->currentData().toString());
    });
    auto* endpointRow = new QWidget;
    auto* endpointLayout = new QHBoxLayout(endpointRow);
    endpointLayout->setContentsMargins(0, 0, 0, 0);
    endpointLayout->addWidget(endpoint_, 1);
    endpointLayout->addWidget(editEndpoints);
    auto* llmForm = new QFormLayout(this);
    llmForm->addRow(tr("Generator:"), generator_);
    llmForm->addRow(tr("Surrogate:"), surrogate_);
    auto* llmFieldsForm = new QFormLayout(llmFields_);
    llmFieldsForm->setContentsMargins(0, 0, 0, 0);
    llmFieldsForm->addRow(tr("Endpoint:"), endpointRow);
    llmFieldsForm->addRow(QString(), endpointInfo_);
    llmFieldsForm->addRow(tr("Cap on requests:"), maxLlmRequests_);
    llmFieldsForm->addRow(tr("Cap on tokens:"), maxLlmTokens_);
    llmFieldsForm->addRow(tr("Stop when nothing new in:"), maxLlmIdleReplies_);
    llmFieldsForm->addRow(QString(), llmTemplates_);
    llmForm->addRow(llmFields_);
}

void LlmSettingsGroup::setSettings(const SessionConfig& c) {
    configuredFile_ = c.endpointsFile;
    generator_->setCurrentIndex(std::max(0, generator_->findData(static_cast<int>(c.generator))));
    surrogate_->setCurrentIndex(std::max(0, surrogate_->findData(static_cast<int>(c.surrogate))));
    loadEndpoints(QString::fromStdString(c.endpoint));
    maxLlmRequests_->setValue(static_cast<int>(std::min<std::int64_t>(c.maxLlmRequests, maxLlmRequests_->maximum())));
    maxLlmTokens_->setValue(
        static_cast<int>(std::min<std::int64_t>((c.maxLlmTokens + 999) / 1000, maxLlmTokens_->maximum())));
    maxLlmIdleReplies_->setValue(std::clamp(c.maxLlmIdleReplies, 0, maxLlmIdleReplies_->maximum()));
    llmTemplates_->setChecked(c.llmTemplates);
    updateLlm();
}

void LlmSettingsGroup::applyTo(SessionConfig& c) const {
    c.generator = static_cast<GeneratorKind>(generator_->currentData().toInt());
    c.surrogate = static_cast<SurrogateKind>(surrogate_->currentData().toInt());
    c.endpoint = endpoint_->currentData().toString().toStdString();
    c.maxLlmRequests = maxLlmRequests_->value();
    c.maxLlmTokens = static_cast<std::int64_t>(maxLlmTokens_->value()) * 1000;
    c.maxLlmIdleReplies = maxLlmIdleReplies_->value();
    c.llmTemplates = llmTemplates_->isEnabled() && llmTemplates_->isChecked();
}

bool LlmSettingsGroup::usesLlm() const {
    return static_cast<GeneratorKind>(generator_->currentData().toInt()) == GeneratorKind::Llm ||
        static_cast<SurrogateKind>(surrogate_->currentData().toInt()) != SurrogateKind::Features;
}

QString LlmSettingsGroup::validationError() const {
    if (!usesLlm()) return {};
    if (!endpointError_.isEmpty()) return endpointError_;
    if (endpointCount_ == 0)
        return tr("No LLM endpoint profile: add one with Edit endpoints… (docs/llm.md), or choose the tuner "
                  "generator and the features surrogate.");
    return {};
}

void LlmSettingsGroup::loadEndpoints(const QString& wanted) {
    const std::string file = configuredFile_.empty() ? LlmEndpointStore::defaultPath() : configuredFile_;
    QSignalBlocker block(endpoint_);
    endpoint_->clear();
    endpointError_.clear();
    endpointCount_ = 0;
    LlmEndpointStore store;
    try {
        store = LlmEndpointStore::load(file, !configuredFile_.empty());
    } catch (const std::exception& e) {
        endpointError_ = QString::fromStdString(e.what());
    }
    std::string defaultName = store.defaultName;
    if (defaultName.empty() && store.endpoints.size() == 1) defaultName = store.endpoints.front().name;
    endpointCount_ = static_cast<int>(store.endpoints.size());
    defaultEndpoint_ = QString::fromStdString(defaultName);
    if (!defaultName.empty())
        endpoint_->addItem(tr("default (%1)").arg(QString::fromStdString(defaultName)), QString());
    for (const LlmEndpoint& e : store.endpoints) {
        const QString name = QString::fromStdString(e.name);
        endpoint_->addItem(name, name);
        endpoint_->setItemData(endpoint_->count() - 1,
                               tr("%1 at %2").arg(QString::fromStdString(e.model), QString::fromStdString(e.baseUrl)),
                               Qt::ToolTipRole);
    }
    const int at = endpoint_->findData(wanted);
    endpoint_->setCurrentIndex(at >= 0 ? at : 0);
    endpointsFile_ = QString::fromStdString(file);
    updateLlm();
}

void LlmSettingsGroup::updateLlm() {
    llmFields_->setEnabled(usesLlm());
    maxLlmIdleReplies_->setEnabled(generator_->currentData().toInt() == static_cast<int>(GeneratorKind::Llm));
    llmTemplates_->setEnabled(maxLlmIdleReplies_->isEnabled());
    if (!endpointError_.isEmpty()) {
        endpointInfo_->setText(endpointError_);
    } else if (endpointCount_ == 0) {
        endpointInfo_->setText(tr("%1 has no endpoint profile yet: Edit endpoints… adds one.").arg(endpointsFile_));
    } else {
        // The default entry shows what it resolves to.
        QString name = endpoint_->currentData().toString();
        if (name.isEmpty()) name = defaultEndpoint_;
        const int at = endpoint_->findData(name);
        endpointInfo_->setText(at < 0 ? QString() : endpoint_->itemData(at, Qt::ToolTipRole).toString());
    }
}

} // namespace augur::ui
