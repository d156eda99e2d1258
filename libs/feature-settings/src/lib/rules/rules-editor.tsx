import type { Rule } from '@file-browser/api-contract';
import { Button, Checkbox, IconButton, TextField } from '@file-browser/ui-kit';
import { mdiMinusCircleOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import {
  newRule,
  removeRule,
  replaceRule,
  ruleText,
  withRegex,
  withRuleText,
} from '../forms/rules';

/** Props of {@link RulesEditor}. */
export interface RulesEditorProps {
  rules: readonly Rule[];
  onChange: (rules: Rule[]) => void;
  /** Indexes of rules to mark invalid (a regular expression that does not compile). */
  invalid?: readonly number[];
}

/**
 * Edits a list of access rules (spec §5): each is a path or a regular expression with an allow
 * flag; rules can be added and removed. Later rules win, so the order is kept.
 */
export function RulesEditor({ rules, onChange, invalid = [] }: RulesEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, rule: Rule) => {
    onChange(replaceRule(rules, index, rule));
  };
  return (
    <div className="fb-rules">
      <ol className="fb-rules__list" aria-label={t('settings.rules')}>
        {rules.map((rule, index) => (
          // Rules have no identity of their own; their position is what matters.
          <li key={index} className="fb-rules__rule">
            <Checkbox
              label={t('settings.ruleRegex')}
              checked={rule.regex}
              onChange={(regex) => {
                update(index, withRegex(rule, regex));
              }}
            />
            <Checkbox
              label={t('settings.ruleAllow')}
              checked={rule.allow}
              onChange={(allow) => {
                update(index, { ...rule, allow });
              }}
            />
            <TextField
              label={rule.regex ? t('settings.insertRegex') : t('settings.insertPath')}
              value={ruleText(rule)}
              dir="ltr"
              onChange={(text) => {
                update(index, withRuleText(rule, text));
              }}
              {...(invalid.includes(index) && { error: t('settings.invalidRegex') })}
            />
            <IconButton
              icon={mdiMinusCircleOutline}
              label={t('settings.ruleRemove')}
              onClick={() => {
                onChange(removeRule(rules, index));
              }}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="flat"
        onClick={() => {
          onChange([...rules, newRule()]);
        }}
      >
        {t('buttons.new')}
      </Button>
    </div>
  );
}
