import React from 'react';

export function View(props: { name?: string }) {
  if (!props.name) {
    throw new Error(`View needs a name, got ${JSON.stringify(props)}`) // want Error "View needs a name, got {JSON.stringify(props)}"
  }
  return <div className="x">{props.name}</div>;
}
