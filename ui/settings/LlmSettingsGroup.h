#pragma once
#include "core/model/SessionConfig.h"

#include <QGroupBox>
#include <QString>

#include <string>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace augur::ui {

/// The "LLM" group of File > New session: who writes candidates (the generator: tuner or
/// llm), who forecasts them (the surrogate: features, llm or ensemble), the endpoint
/// profile of the endpoints file (docs/llm.md; "Edit endpoints…" opens the LLM settings)
/// and caps on LLM requests, tokens and replies without anything new. The endpoint and
/// the caps are enabled only when the generator or the surrogate uses an LLM.
class LlmSettingsGroup : public QGroupBox {
    Q_OBJECT
public:
    explicit LlmSettingsGroup(QWidget* parent = nullptr);

    /// Fills the fields from `config`; the endpoint list is read from its endpoints file
    /// (empty: LlmEndpointStore::defaultPath()).
    void setSettings(const SessionConfig& config);
    /// Writes the fields into `config`: generator, surrogate, endpoint and the caps (tokens
    /// in whole tokens, the field shows thousands).
    void applyTo(SessionConfig& config) const;
    /// Whether the generator or the surrogate uses an LLM.
    bool usesLlm() const;
    /// Why the chosen LLM cannot be reached (the endpoints file cannot be read or has no
    /// profile), or empty; always empty when no LLM is used.
    QString validationError() const;

private:
    /// Fills the endpoint list from the endpoints file (its load error shown instead) and
    /// chooses `wanted` ("" = the file's default).
    void loadEndpoints(const QString& wanted);
    /// Enables the LLM fields when the generator or surrogate uses an LLM.
    void updateLlm();
    void describeFields();
    void layOutFields();

    QComboBox* generator_;
    QComboBox* surrogate_;
    QComboBox* endpoint_; ///< profile name; data "" = the file's default
    QLabel* endpointInfo_; ///< the chosen profile's model and URL, or why there is none
    QSpinBox* maxLlmRequests_;
    QSpinBox* maxLlmTokens_; ///< thousands of tokens
    QSpinBox* maxLlmIdleReplies_; ///< the LLM generator's replies without anything new before it stops
    QCheckBox* llmTemplates_; ///< the LLM generator may write tunable templates
    QWidget* llmFields_; ///< endpoint and caps
    std::string configuredFile_; ///< the session's endpoints file ("" = the default one)
    int endpointCount_ = 0; ///< profiles in the endpoints file
    QString endpointError_; ///< why the endpoints file could not be read
    QString defaultEndpoint_; ///< the profile the file's default resolves to
    QString endpointsFile_; ///< the endpoints file the list was read from
};

} // namespace augur::ui
