import { describe, expect, it } from 'vitest';
import { sqlValueProblem } from '@/scripts/lib/examples/sql-value';

describe('a CSV value checked against the SQL type of its column', () => {
  it.each([
    ['SMALLINT', '32767'],
    ['INTEGER', '-20230001'],
    ['NUMERIC(5,2)', '340.5'],
    ['CHAR(7)', '2024-25'],
    ['VARCHAR(5)', 'F-C'],
    ['DATE', '2024-02-29'],
    ['BOOLEAN', 'false'],
  ])('%s accepts %s', (type, value) => {
    expect(sqlValueProblem(type, value)).toBeUndefined();
  });

  it.each([
    ['SMALLINT', '40000', 'is outside the range of the type (at most 32767)'],
    ['INTEGER', '12.5', 'is not a whole number'],
    ['NUMERIC(5,2)', '34.567', 'has 3 decimals; the type keeps 2'],
    ['NUMERIC(5,2)', '1234.5', 'has too many digits before the point for NUMERIC(5,2)'],
    ['CHAR(3)', 'BO', 'has 2 characters; CHAR(3) holds exactly 3'],
    ['VARCHAR(5)', 'Guard', undefined],
    ['VARCHAR(4)', 'Guard', 'has 5 characters; VARCHAR(4) holds at most 4'],
    ['DATE', '2023-02-29', 'is not a date written YYYY-MM-DD'],
    ['BOOLEAN', 'yes', 'is not true or false'],
    ['GEOGRAPHY', 'x', 'has the type GEOGRAPHY, which this check does not know'],
  ])('%s and %s: %s', (type, value, message) => {
    expect(sqlValueProblem(type, value)).toBe(message);
  });
});
