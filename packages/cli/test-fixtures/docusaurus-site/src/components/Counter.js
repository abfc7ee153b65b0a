import React, { useState } from 'react';

export default function Counter({ start = 0 }) {
  const [count, setCount] = useState(start);
  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
